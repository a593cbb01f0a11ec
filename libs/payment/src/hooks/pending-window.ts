import { leaveFor } from './leave-for';

/** A provider page opened before its URL is known. */
export interface PendingWindow {
  readonly go: (url: string) => void;
  readonly cancel: () => void;
}

/**
 * Opens an empty window at once, in the click that asked for it: browsers block windows opened after an
 * awaited call. The page then goes there when the call answers (Octo's page, Uzum Nasiya's order). Where
 * windows are blocked anyway (some webviews), the current page goes to the provider, which sends the
 * customer back to the return page. `sameView` (the native apps' webview) opens no window at all: this
 * view goes to the provider.
 */
export function openPendingWindow(sameView = false): PendingWindow {
  if (sameView) return { go: leaveFor, cancel: () => undefined };
  const win = typeof window.open === 'function' ? window.open('', '_blank') : null;
  // The blank page is ours (same origin), so its link back to this tab can still be cut before it leaves.
  if (win) win.opener = null;
  return {
    go: (url) => {
      if (win && !win.closed) win.location.href = url;
      else leaveFor(url);
    },
    cancel: () => win?.close(),
  };
}
