import { useEffect, useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANG, LANG_TAGS, type Lang } from '@polis/routing';
import { LangContext } from './lang-context';
import type { Messages } from './messages';

export interface I18nProviderProps {
  readonly lang: Lang;
  /** Loads one language's merged catalogue (see combineMessageSources). */
  readonly load: (lang: Lang) => Promise<Messages>;
  readonly crossOriginCookie?: boolean;
  /** Shown while the first catalogue loads. */
  readonly fallback?: ReactNode;
  /**
   * A catalogue loaded already (a prerendered page being hydrated, or rendered on the server): the first
   * render uses it, so it shows the page, not the fallback.
   */
  readonly initial?: { readonly lang: Lang; readonly messages: Messages };
  readonly children: ReactNode;
}

interface Loaded {
  readonly lang: Lang;
  readonly messages: Messages;
}

/**
 * Loads the catalogue of the page's language and provides react-intl. A failed load is logged and the page
 * carries on with the default language (or with the messages' default texts if that fails too).
 */
export function I18nProvider({
  lang,
  load,
  crossOriginCookie = false,
  fallback = null,
  initial,
  children,
}: I18nProviderProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(initial ?? null);
  // The initial catalogue stands for the first load of its language only.
  const skipLoadOf = useRef(initial?.lang);

  useEffect(() => {
    const skip = skipLoadOf.current === lang;
    skipLoadOf.current = undefined;
    if (skip) return;
    let cancelled = false;
    const settle = (value: Loaded) => !cancelled && setLoaded(value);
    load(lang)
      .then((messages) => settle({ lang, messages }))
      .catch((error: unknown) => {
        console.error(`i18n: could not load the "${lang}" messages`, error);
        if (lang === DEFAULT_LANG) return settle({ lang, messages: {} });
        return load(DEFAULT_LANG)
          .then((messages) => settle({ lang: DEFAULT_LANG, messages }))
          .catch((again: unknown) => {
            console.error(`i18n: could not load the "${DEFAULT_LANG}" messages either`, again);
            settle({ lang: DEFAULT_LANG, messages: {} });
          });
      });
    return () => {
      cancelled = true;
    };
  }, [lang, load]);

  useEffect(() => {
    if (loaded && typeof document !== 'undefined') document.documentElement.lang = LANG_TAGS[loaded.lang];
  }, [loaded]);

  if (!loaded) return <>{fallback}</>;
  return (
    <LangContext.Provider value={{ lang, crossOriginCookie }}>
      <IntlProvider
        locale={LANG_TAGS[loaded.lang]}
        defaultLocale={DEFAULT_LANG}
        messages={loaded.messages}
        onError={onIntlError}
      >
        {children}
      </IntlProvider>
    </LangContext.Provider>
  );
}

function onIntlError(error: { code?: string; message: string }) {
  // A missing translation falls back to the message's default text; the i18n check in CI catches the gap.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error.message);
}
