import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DEFAULT_LANG, type Lang } from '@polis/routing';
import { useLang } from './lang-context';
import type { Messages } from './messages';
import { suspendOn } from './suspend';

export interface ScopedMessagesProps {
  /** Loads one language's catalogue of the scope (a product and the libraries it uses). */
  readonly load: (lang: Lang) => Promise<Messages>;
  /** Shown while the catalogue loads. */
  readonly fallback?: ReactNode;
  readonly children: ReactNode;
}

/** Each scope's catalogue per language, loaded once: a page opened again, or hydrated, does not wait. */
const catalogues = new WeakMap<ScopedMessagesProps['load'], Map<Lang, Promise<Messages>>>();

/**
 * The catalogue of one scope and language, loaded once (read with suspendOn). A failed load is logged and the
 * default language's catalogue stands in, then none (the ids show).
 */
export function scopedCatalogue(load: ScopedMessagesProps['load'], lang: Lang): Promise<Messages> {
  let byLang = catalogues.get(load);
  if (!byLang) catalogues.set(load, (byLang = new Map()));
  let catalogue = byLang.get(lang);
  if (!catalogue) {
    catalogue = load(lang).catch((error: unknown) => {
      console.error(`i18n: could not load the "${lang}" messages of this page`, error);
      return lang === DEFAULT_LANG ? {} : scopedCatalogue(load, DEFAULT_LANG);
    });
    byLang.set(lang, catalogue);
  }
  return catalogue;
}

/**
 * Adds a product's catalogue to the page's messages, loaded when the product's page opens: the host's first
 * load carries no product texts. The page suspends until it arrives (the fallback shows; the server's
 * prerender waits for it). On a language switch the page stays, with the previous texts, until the next
 * language's arrive: a wizard keeps its step and what was typed.
 */
export function ScopedMessages({ load, fallback = null, children }: ScopedMessagesProps) {
  const lang = useDeferredValue(useLang());
  return (
    <Suspense fallback={fallback}>
      <ScopedCatalogue load={load} lang={lang}>
        {children}
      </ScopedCatalogue>
    </Suspense>
  );
}

function ScopedCatalogue({ load, lang, children }: Omit<ScopedMessagesProps, 'fallback'> & { lang: Lang }) {
  const intl = useIntl();
  const messages = suspendOn(scopedCatalogue(load, lang));
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      // Both are one kind (plain strings in tests, precompiled ASTs in builds); the cast only merges them.
      messages={{ ...intl.messages, ...messages } as Messages}
      onError={intl.onError}
    >
      {children}
    </IntlProvider>
  );
}
