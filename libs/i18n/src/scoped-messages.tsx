import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DEFAULT_LANG, type Lang } from '@polis/routing';
import { useLang } from './lang-context';
import type { Messages } from './messages';

export interface ScopedMessagesProps {
  /** Loads one language's catalogue of the scope (a product and the libraries it uses). */
  readonly load: (lang: Lang) => Promise<Messages>;
  /** Shown while the catalogue loads. */
  readonly fallback?: ReactNode;
  readonly children: ReactNode;
}

/**
 * Adds a product's catalogue to the page's messages, loaded when the product's page opens: the host's first
 * load carries no product texts. A failed load is logged and the page carries on with the default language's
 * catalogue, then with none (the ids show), as I18nProvider does.
 */
export function ScopedMessages({ load, fallback = null, children }: ScopedMessagesProps) {
  const lang = useLang();
  const intl = useIntl();
  const [loaded, setLoaded] = useState<{ lang: Lang; messages: Messages } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const settle = (messages: Messages) => !cancelled && setLoaded({ lang, messages });
    load(lang)
      .then(settle)
      .catch((error: unknown) => {
        console.error(`i18n: could not load the "${lang}" messages of this page`, error);
        return (lang === DEFAULT_LANG ? Promise.reject(error) : load(DEFAULT_LANG)).then(settle, () =>
          settle({}),
        );
      });
    return () => {
      cancelled = true;
    };
  }, [lang, load]);

  // Only the first load shows the fallback: on a language switch the page stays (a wizard keeps its step and
  // what was typed) with the previous texts until the next language's arrive.
  if (!loaded) return <>{fallback}</>;
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      // Both are one kind (plain strings in tests, precompiled ASTs in builds); the cast only merges them.
      messages={{ ...intl.messages, ...loaded.messages } as Messages}
      onError={intl.onError}
    >
      {children}
    </IntlProvider>
  );
}
