import {
  cloneElement,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTimer } from './use-timer';
import './tooltip.css';

export const TOOLTIP_SHOW_DELAY = 200;
export const TOOLTIP_HIDE_DELAY = 150;
export const TOOLTIP_OFFSET = 5;
const EDGE = 8;

export interface TooltipProps {
  readonly content: ReactNode;
  /** One focusable element (usually a button); it gets `aria-describedby` while the tooltip shows. */
  readonly children: ReactElement<{ 'aria-describedby'?: string }>;
  readonly placement?: 'top' | 'bottom';
}

/**
 * A short description for a control, on hover and on keyboard focus. It stays while the pointer is on
 * it and Escape dismisses it (WCAG 1.4.13).
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useTimer();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<CSSProperties>({ top: 0, left: 0 });

  const show = () => timer.start(TOOLTIP_SHOW_DELAY, () => setOpen(true));
  const hide = () => timer.start(TOOLTIP_HIDE_DELAY, () => setOpen(false));
  // A tap fires enter and leave at once; on touch screens focus is what shows the tooltip.
  const onPointer = (action: () => void) => (event: PointerEvent) => {
    if (event.pointerType !== 'touch') action();
  };
  const keepOpen = () => timer.clear();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      // Closes only the tooltip, not a dialog around it.
      event.stopPropagation();
      timer.clear();
      setOpen(false);
    }
  };

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const anchor = anchorRef.current?.getBoundingClientRect();
      const tip = tipRef.current?.getBoundingClientRect();
      if (!anchor || !tip) return;
      const above = anchor.top - tip.height - TOOLTIP_OFFSET;
      const below = anchor.bottom + TOOLTIP_OFFSET;
      const top =
        placement === 'top'
          ? above >= EDGE
            ? above
            : below
          : below + tip.height > window.innerHeight - EDGE
            ? above
            : below;
      const centred = anchor.left + anchor.width / 2 - tip.width / 2;
      const left = Math.min(Math.max(centred, EDGE), Math.max(EDGE, window.innerWidth - tip.width - EDGE));
      setPosition({ top, left });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, placement]);

  const describedBy = [children.props['aria-describedby'], open ? id : undefined].filter(Boolean).join(' ');
  return (
    <span
      ref={anchorRef}
      className="polis-tooltip-anchor"
      onPointerEnter={onPointer(show)}
      onPointerLeave={onPointer(hide)}
      onFocus={show}
      onBlur={hide}
      onKeyDown={onKeyDown}
    >
      {cloneElement(children, { 'aria-describedby': describedBy || undefined })}
      {open &&
        createPortal(
          <div
            ref={tipRef}
            id={id}
            role="tooltip"
            className="polis-tooltip"
            style={position}
            onPointerEnter={keepOpen}
            onPointerLeave={hide}
          >
            {content}
          </div>,
          document.body,
        )}
    </span>
  );
}
