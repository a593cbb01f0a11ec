import { missingPages } from '@polis/shell';
import { webviewPages } from './pages';

it('has a page for every route the webview owns', () => {
  expect(missingPages({ app: 'webview', pages: webviewPages })).toEqual([]);
});
