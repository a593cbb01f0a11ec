import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useLang, useSwitchLanguage } from '@polis/i18n';
import { LANG_TAGS, LANGS, switchLangPath, type Lang } from '@polis/routing';
import { cx } from '../class-names';
import './language-switcher.css';

/** Each language is named in itself, so a reader finds theirs whatever the page's language. */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = {
  uz: 'O‘zbekcha',
  en: 'English',
  ru: 'Русский',
  'uz-cyrl': 'Ўзбекча',
};

/** The short labels of the compact switches; Uzbek in Cyrillic script is marked in its own script. */
export const LANGUAGE_SHORT: Readonly<Record<Lang, string>> = {
  uz: 'UZ',
  en: 'EN',
  ru: 'RU',
  'uz-cyrl': 'ЎЗ',
};

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to the same page in another language. A plain click also writes the language cookie
 * (useSwitchLanguage); the href keeps it crawlable and lets a new tab open in that language.
 */
export function LanguageLink({
  lang,
  className,
  onChoose,
  children,
}: {
  lang: Lang;
  className: string;
  /** Called on every click (a menu closes). */
  onChoose?: () => void;
  children: ReactNode;
}) {
  const current = useLang();
  const switchLanguage = useSwitchLanguage();
  const location = useLocation();
  return (
    <Link
      to={switchLangPath(location.pathname, location.search, lang) + location.hash}
      className={className}
      lang={LANG_TAGS[lang]}
      hrefLang={LANG_TAGS[lang]}
      aria-current={lang === current ? 'true' : undefined}
      onClick={(event) => {
        onChoose?.();
        if (!isPlainClick(event)) return;
        event.preventDefault();
        if (lang !== current) switchLanguage(lang);
      }}
    >
      {children}
    </Link>
  );
}

/**
 * Links to the same page in uz / en / ru / uz-cyrl (LanguageLink), each named in its own language.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <nav
      className={cx('polis-lang', className)}
      aria-label={intl.formatMessage({ id: 'ui.language.label', defaultMessage: 'Language' })}
    >
      <ul className="polis-lang__list">
        {LANGS.map((lang) => (
          <li key={lang}>
            <LanguageLink lang={lang} className="polis-lang__link">
              <span className="polis-visually-hidden">{LANGUAGE_NAMES[lang]}</span>
              <span className="polis-lang__short" aria-hidden="true">
                {LANGUAGE_SHORT[lang]}
              </span>
            </LanguageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
