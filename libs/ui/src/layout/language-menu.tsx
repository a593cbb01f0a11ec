import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '@polis/i18n';
import { LANGS } from '@polis/routing';
import { cx } from '../class-names';
import { LANGUAGE_NAMES, LANGUAGE_SHORT, LanguageLink } from './language-switcher';
import './language-switcher.css';

/**
 * The language switch of a phone's header bar, where three segments do not fit beside the menu: a button
 * naming the current language (UZ) that opens the three languages as links (the same hrefs as
 * LanguageSwitcher). Escape or a click elsewhere closes it.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const intl = useIntl();
  const current = useLang();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const label = intl.formatMessage({ id: 'ui.language.label', defaultMessage: 'Language' });

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={cx('polis-lang-menu', className)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="polis-lang-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${label}: ${LANGUAGE_NAMES[current]}`}
        onClick={() => setOpen(!open)}
      >
        {LANGUAGE_SHORT[current]}
        <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <nav id={listId} className="polis-lang-menu__panel" aria-label={label} hidden={!open}>
        <ul className="polis-lang-menu__list">
          {LANGS.map((lang) => (
            <li key={lang}>
              <LanguageLink lang={lang} className="polis-lang-menu__link" onChoose={() => setOpen(false)}>
                {LANGUAGE_NAMES[lang]}
              </LanguageLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
