import { Toaster as HotToaster } from 'react-hot-toast';

// react-hot-toast styles inline; tokens keep the light theme in step with the rest of the design system.
const toastStyle = {
  maxWidth: 'min(420px, calc(100vw - 32px))',
  padding: 'var(--polis-space-3) var(--polis-space-4)',
  border: '1px solid var(--polis-color-border)',
  borderRadius: 'var(--polis-radius-md)',
  background: 'var(--polis-color-surface)',
  color: 'var(--polis-color-text)',
  boxShadow: 'var(--polis-shadow-md)',
  fontFamily: 'var(--polis-font-family)',
  fontSize: 'var(--polis-font-size-sm)',
  lineHeight: 'var(--polis-line-height-normal)',
} as const;

/** How long every toast stays (the specification's 5000 ms); hovering a toast pauses it. */
export const TOAST_DURATION_MS = 5000;

/** Mount once near the root of each app; `notify` and the deployment watcher show their toasts here. */
export function Toaster() {
  return (
    <HotToaster
      position="top-right"
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: toastStyle,
        success: { iconTheme: { primary: '#157a46', secondary: '#ffffff' } },
        error: { iconTheme: { primary: '#c4261d', secondary: '#ffffff' } },
      }}
    />
  );
}
