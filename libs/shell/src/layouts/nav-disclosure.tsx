import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** Spec 000 section 9: dropdown menus hide 400 ms after the pointer leaves. */
export const MENU_HIDE_DELAY_MS = 400;

/**
 * A header menu of links (the disclosure pattern of site navigation, not an ARIA menu): opens on click,
 * Enter or Space, and on hover with a pointer; closes on Escape, on navigation, and 400 ms after the
 * pointer leaves.
 */
export function NavDisclosure({ label, children }: { label: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancelHide = () => clearTimeout(timer.current);
  const hideLater = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), MENU_HIDE_DELAY_MS);
  };

  return (
    <div
      className="shell-disclosure"
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse') {
          cancelHide();
          setOpen(true);
        }
      }}
      onPointerLeave={(e) => e.pointerType === 'mouse' && hideLater()}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="shell-disclosure__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
        <span aria-hidden="true" className="shell-disclosure__chevron" />
      </button>
      <div id={id} className="shell-disclosure__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
