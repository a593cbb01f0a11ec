import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { LocalizedLink } from '@polis/i18n';
import { buttonClassName, type ButtonVariant } from '../button/button';
import { cx } from '../class-names';
import { useTimer } from './use-timer';
import './dropdown-menu.css';

/** How long the menu stays after the pointer leaves it, so a diagonal mouse path does not close it. */
export const DROPDOWN_HIDE_DELAY = 400;

/** From this many items a menu lays them out in two columns (where the screen is wide enough). */
export const DROPDOWN_COLUMNS_FROM = 7;

/** Space kept between an open menu and the screen's edge. */
const EDGE = 8;

export interface DropdownMenuItem {
  readonly id: string;
  readonly label: ReactNode;
  /** A route pattern without the language prefix (as for LocalizedLink), e.g. `dashboard/policies`. */
  readonly to?: string;
  /** An action instead of a link. */
  readonly onSelect?: () => void;
  readonly danger?: boolean;
}

export interface DropdownMenuProps {
  /** The button's content; it must name the menu (e.g. the user's name, "My account"). */
  readonly label: ReactNode;
  readonly items: readonly DropdownMenuItem[];
  /** Which edge of the button the menu lines up with. */
  readonly align?: 'start' | 'end';
  readonly variant?: ButtonVariant;
  readonly className?: string;
}

/** A menu button (WAI-ARIA pattern): arrows move between items, Escape closes and returns to the button. */
export function DropdownMenu({
  label,
  items,
  align = 'end',
  variant = 'ghost',
  className,
}: DropdownMenuProps) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const menuRef = useRef<HTMLUListElement>(null);
  const hideTimer = useTimer();

  // A menu near the screen's right edge slides back inside it (a long Russian menu at 1024 px, a button at the
  // end); it is mounted anew on each opening, so nothing needs resetting.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const { left, right } = menu.getBoundingClientRect();
    const over = right + EDGE - document.documentElement.clientWidth;
    if (over > 0) menu.style.translate = `${-Math.min(over, left - EDGE)}px 0`;
  }, [open]);

  const openAt = (index: number) => {
    hideTimer.clear();
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    hideTimer.clear();
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const choose = (item: DropdownMenuItem) => {
    item.onSelect?.();
    close(!item.to);
  };

  return (
    <div
      ref={rootRef}
      className={cx('polis-dropdown', className)}
      onPointerLeave={(event) => {
        // A finger "leaves" right after every tap; only a mouse or pen really moves away.
        if (open && event.pointerType !== 'touch') hideTimer.start(DROPDOWN_HIDE_DELAY, () => setOpen(false));
      }}
      onPointerEnter={() => hideTimer.clear()}
    >
      <button
        ref={buttonRef}
        type="button"
        className={cx(buttonClassName(variant), 'polis-dropdown__button')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <svg
          className="polis-dropdown__chevron"
          width="16"
          height="16"
          viewBox="0 0 16 16"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="m4 6 4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          className={cx(
            'polis-dropdown__menu',
            `polis-dropdown__menu--${align}`,
            items.length >= DROPDOWN_COLUMNS_FROM && 'polis-dropdown__menu--columns',
          )}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => {
            const common = {
              role: 'menuitem',
              tabIndex: -1,
              className: cx('polis-dropdown__item', item.danger && 'polis-dropdown__item--danger'),
              ref: (el: HTMLElement | null) => {
                itemRefs.current[index] = el;
              },
              onClick: () => choose(item),
              onFocus: () => setFocusIndex(index),
            };
            return (
              <li key={item.id} role="none">
                {item.to ? (
                  <LocalizedLink to={item.to} {...common}>
                    {item.label}
                  </LocalizedLink>
                ) : (
                  <button type="button" {...common}>
                    {item.label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
