import type { InstallmentOrder } from './installment-service';

/** Where create-order sends the buyer (under the sandbox's /sandbox prefix). */
export const uzumWebviewPath = (order: Pick<InstallmentOrder, 'webview_token' | 'lang'>) =>
  `/sandbox/uzum-nasiya/${encodeURIComponent(order.webview_token)}?lang=${order.lang}`;
