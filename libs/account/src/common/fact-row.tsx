import type { ReactNode } from 'react';

/** One term and its value in a `<dl className="account-facts">`. */
export function FactRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="account-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
