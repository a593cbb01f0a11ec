import { bootHostApp, WebviewLayout } from '@polis/shell';
import { webviewMessages } from './webview-messages';

bootHostApp({
  app: 'webview',
  layouts: { webview: WebviewLayout },
  // The page table loads beside the message catalogue, not with the first load.
  pages: () => import('./pages').then((m) => m.webviewPages),
  notFound: [{ prefix: '', layout: 'webview' }],
  appMessages: webviewMessages,
  env: import.meta.env,
});
