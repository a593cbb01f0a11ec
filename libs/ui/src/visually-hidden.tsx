import type { ReactNode } from 'react';

/** Text for screen readers only (a label, a state), hidden from sight but not from assistive technology. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="polis-visually-hidden">{children}</span>;
}
