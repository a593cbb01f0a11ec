import type { ReactNode } from 'react';
import './layout.css';

/**
 * For pages inside the mobile apps' webviews: no site header or footer (the app has its own), padding that
 * clears notches and home indicators. The host page needs `viewport-fit=cover` for the safe-area insets.
 */
export function WebviewShell({ children }: { children: ReactNode }) {
  return <main className="polis-webview">{children}</main>;
}
