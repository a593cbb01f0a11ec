import { useLocation } from 'react-router';
import { LANG_TAGS, LANGS, switchLangPath } from '@polis/routing';
import { useIntl } from 'react-intl';

export interface PageMetaProps {
  readonly title: string;
  readonly description?: string;
  readonly noIndex?: boolean;
}

/**
 * Document title, description, canonical URL and hreflang alternates (React 19 hoists these into <head>).
 * The canonical URL is the current path without its query.
 */
export function PageMeta({ title, description, noIndex = false }: PageMetaProps) {
  const { pathname } = useLocation();
  const intl = useIntl();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const brand = intl.formatMessage({ id: 'shell.brand', defaultMessage: 'Polis' });
  return (
    <>
      <title>{`${title} | ${brand}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={origin + pathname} />
      {LANGS.map((lang) => (
        <link
          key={lang}
          rel="alternate"
          hrefLang={LANG_TAGS[lang]}
          href={origin + switchLangPath(pathname, '', lang)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + switchLangPath(pathname, '', 'uz')} />
    </>
  );
}
