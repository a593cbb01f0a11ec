import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DEFAULT_LANG, type Lang } from '@polis/routing';
import { jsonModule, useLang, type Messages, type MessageSource } from '@polis/i18n';
import { Container, Skeleton, Spinner } from '@polis/ui';

/** The content catalogue is large and only these pages use it, so it stays out of the site's shared one. */
export const contentMessageSource: MessageSource = {
  uz: () => import('./messages/uz.json').then(jsonModule),
  en: () => import('./messages/en.json').then(jsonModule),
  ru: () => import('./messages/ru.json').then(jsonModule),
};

interface Cache {
  readonly pending: Map<Lang, Promise<Messages>>;
  readonly ready: Map<Lang, Messages>;
}
// Kept for the session, per source, so moving between content pages does not flash the loading state.
const caches = new WeakMap<MessageSource, Cache>();
const cacheOf = (source: MessageSource): Cache => {
  let cache = caches.get(source);
  if (!cache) {
    cache = { pending: new Map(), ready: new Map() };
    caches.set(source, cache);
  }
  return cache;
};

/** A failed language is logged and replaced by the default one; a failed default leaves the page's own messages. */
export function loadContentMessages(
  lang: Lang,
  source: MessageSource = contentMessageSource,
): Promise<Messages> {
  const cache = cacheOf(source);
  const pending = cache.pending.get(lang);
  if (pending) return pending;
  const loading = source[lang]()
    .then((messages) => {
      cache.ready.set(lang, messages);
      return messages;
    })
    .catch((error: unknown) => {
      // Not remembered: the next page tries the language again (the chunk may have been a network blip).
      cache.pending.delete(lang);
      console.error(`content: could not load the "${lang}" messages`, error);
      if (lang === DEFAULT_LANG) return {};
      return loadContentMessages(DEFAULT_LANG, source);
    });
  cache.pending.set(lang, loading);
  return loading;
}

const readyMessages = (lang: Lang, source: MessageSource) => cacheOf(source).ready.get(lang);

interface Loaded {
  readonly lang: Lang;
  readonly messages: Messages;
}

/** Renders its children with the site's messages plus the content catalogue of the page's language. */
export function ContentMessages({
  children,
  source = contentMessageSource,
}: {
  children: ReactNode;
  source?: MessageSource;
}) {
  const lang = useLang();
  const parent = useIntl();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const content = loaded?.lang === lang ? loaded.messages : readyMessages(lang, source);

  useEffect(() => {
    if (content) return undefined;
    let cancelled = false;
    loadContentMessages(lang, source).then((messages) => {
      if (!cancelled) setLoaded({ lang, messages });
    });
    return () => {
      cancelled = true;
    };
  }, [content, lang, source]);

  // The site's catalogues are uncompiled JSON strings, so the merged record is one of strings too.
  const messages = useMemo(
    () => ({ ...parent.messages, ...content }) as Messages,
    [parent.messages, content],
  );

  if (!content) return <ContentLoading />;
  return (
    <IntlProvider
      locale={parent.locale}
      defaultLocale={parent.defaultLocale}
      messages={messages}
      onError={parent.onError}
      textComponent={parent.textComponent}
    >
      {children}
    </IntlProvider>
  );
}

/** The page's outline while its texts load; the spinner's label comes from the site's own catalogue. */
function ContentLoading() {
  return (
    <Container size="narrow" className="content-page content-loading">
      <div aria-busy="true">
        <Spinner size="sm" />
        <Skeleton height="2.25rem" width="70%" className="content-loading__title" />
        <Skeleton lines={3} />
      </div>
    </Container>
  );
}
