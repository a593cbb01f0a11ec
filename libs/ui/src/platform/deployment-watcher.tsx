import { useEffect, useRef } from 'react';
import { toast, type Toast } from 'react-hot-toast';
import { useIntl } from 'react-intl';
import { Button } from '../button/button';
import { CloseIcon } from '../icons/close-icon';
import { TOAST_DURATION_MS } from '../overlays/toaster';
import './deployment-watcher.css';

export interface DeploymentWatcherOptions {
  /** The version this bundle was built as (e.g. from `import.meta.env`). */
  readonly currentVersion: string;
  /** A JSON file `{ "version": "…" }` written by each deployment. */
  readonly url?: string;
  readonly intervalMs?: number;
  /** What the toast's button does; a full reload by default. */
  readonly onReload?: () => void;
}

export const NEW_VERSION_TOAST_ID = 'polis-new-version';

/**
 * Polls the deployed version (every interval, and when the tab comes back into view) and, once it differs
 * from the running one, offers a reload in a toast. Network errors are ignored: the next poll tries again.
 * The toast closes after 5000 ms like every toast (hovering pauses it); the next check offers it again
 * until the visitor reloads or closes it with its button.
 */
export function useDeploymentWatcher({
  currentVersion,
  url = '/version.json',
  intervalMs = 300_000,
  onReload = () => location.reload(),
}: DeploymentWatcherOptions): void {
  const intl = useIntl();
  const texts = {
    message: intl.formatMessage({
      id: 'ui.deploy.text',
      defaultMessage: 'A new version of the site is available',
    }),
    reload: intl.formatMessage({ id: 'ui.deploy.reload', defaultMessage: 'Reload' }),
    dismiss: intl.formatMessage({ id: 'ui.deploy.dismiss', defaultMessage: 'Dismiss' }),
  };
  // Latest texts and callback without restarting the polling when they change.
  const latest = useRef({ texts, onReload });
  latest.current = { texts, onReload };

  useEffect(() => {
    let dismissed = false;
    let inFlight = false;
    const controller = new AbortController();

    const check = async () => {
      if (dismissed || inFlight) return;
      inFlight = true;
      try {
        const response = await fetch(url, { cache: 'no-store', signal: controller.signal });
        if (!response.ok) return;
        const body: unknown = await response.json();
        const version = (body as { version?: unknown } | null)?.version;
        if (typeof version === 'string' && version !== currentVersion && !controller.signal.aborted) {
          const { texts: t, onReload: reload } = latest.current;
          const onDismiss = () => {
            dismissed = true;
            toast.dismiss(NEW_VERSION_TOAST_ID);
          };
          toast.custom(
            (item) => <NewVersionToast toast={item} texts={t} onReload={reload} onDismiss={onDismiss} />,
            { id: NEW_VERSION_TOAST_ID, duration: TOAST_DURATION_MS },
          );
        }
      } catch {
        // Offline, blocked or not JSON: say nothing, the next poll tries again.
      } finally {
        inFlight = false;
      }
    };

    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = setInterval(() => void check(), intervalMs);
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      clearInterval(timer);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [currentVersion, url, intervalMs]);
}

interface NewVersionToastProps {
  readonly toast: Toast;
  readonly texts: { readonly message: string; readonly reload: string; readonly dismiss: string };
  readonly onReload: () => void;
  readonly onDismiss: () => void;
}

function NewVersionToast({ toast: item, texts, onReload, onDismiss }: NewVersionToastProps) {
  return (
    <div
      className="polis-new-version"
      data-visible={item.visible || undefined}
      role="status"
      aria-live="polite"
    >
      <p className="polis-new-version__text">{texts.message}</p>
      <Button size="sm" onClick={onReload}>
        {texts.reload}
      </Button>
      <button
        type="button"
        className="polis-new-version__dismiss"
        aria-label={texts.dismiss}
        onClick={onDismiss}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
