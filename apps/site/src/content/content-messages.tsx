import { Suspense, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DEFAULT_LANG, type Lang } from '@polis/routing';
import { jsonModule, suspendOn, useLang, type Messages, type MessageSource } from '@polis/i18n';
import { Container, Skeleton, Spinner } from '@polis/ui';

/** The content catalogue is large and only these pages use it, so it stays out of the site's shared one. */
export const contentMessageSource: MessageSource = {
  uz: () => import('./messages/uz.json').then(jsonModule),
  en: () => import('./messages/en.json').then(jsonModule),
  ru: () => import('./messages/ru.json').then(jsonModule),
  // Made from uz.json when the app builds (libs/uz-cyrl); the committed file holds only overrides by id.
  'uz-cyrl': () => import('./messages/uz-cyrl.json').then(jsonModule),
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
    .catch(async (error: unknown) => {
      // The stand-in is kept for the session: a page that renders again does not load and fail again.
      console.error(`content: could not load the "${lang}" messages`, error);
      const standIn = lang === DEFAULT_LANG ? {} : await loadContentMessages(DEFAULT_LANG, source);
      cache.ready.set(lang, standIn);
      return standIn;
    });
  cache.pending.set(lang, loading);
  return loading;
}

const readyMessages = (lang: Lang, source: MessageSource) => cacheOf(source).ready.get(lang);

/**
 * Renders its children with the site's messages plus the content catalogue of the page's language. The page
 * suspends until the catalogue is there (its outline shows; the prerender waits for it); a catalogue loaded
 * once is used at once.
 */
export function ContentMessages({
  children,
  source = contentMessageSource,
}: {
  children: ReactNode;
  source?: MessageSource;
}) {
  return (
    <Suspense fallback={<ContentLoading />}>
      <ContentCatalogue source={source}>{children}</ContentCatalogue>
    </Suspense>
  );
}

function ContentCatalogue({ children, source }: { children: ReactNode; source: MessageSource }) {
  const lang = useLang();
  const parent = useIntl();
  const content = readyMessages(lang, source) ?? suspendOn(loadContentMessages(lang, source));
  // The site's catalogues are uncompiled JSON strings, so the merged record is one of strings too.
  const messages = useMemo(
    () => ({ ...parent.messages, ...content }) as Messages,
    [parent.messages, content],
  );
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
