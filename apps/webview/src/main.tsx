import { bootHostApp, WebviewLayout } from '@polis/shell';
import { webviewPages } from './pages';
import { webviewMessages } from './webview-messages';

bootHostApp({
  app: 'webview',
  layouts: { webview: WebviewLayout },
  pages: webviewPages,
  notFound: [{ prefix: '', layout: 'webview' }],
  appMessages: webviewMessages,
  env: import.meta.env,
});
