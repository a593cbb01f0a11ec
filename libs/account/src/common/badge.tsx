import type { ReactNode } from 'react';
import type { BadgeTone } from '../model/policies';

/** A status badge; the tone is a hint only, the text always says the status. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`account-badge account-badge--${tone}`}>{children}</span>;
}
