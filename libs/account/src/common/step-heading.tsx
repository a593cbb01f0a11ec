import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A step's heading. When a step replaces another (`focus`), focus moves here so keyboard and screen
 * reader users start at the new step instead of on a button that is gone.
 */
export function StepHeading({ children, focus = false }: { children: ReactNode; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="account-step__title">
      {children}
    </h2>
  );
}
