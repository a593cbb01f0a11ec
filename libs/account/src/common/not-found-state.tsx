import type { ReactNode } from 'react';
import { LocalizedLink } from '@polis/i18n';
import { buttonClassName } from '@polis/ui';

export interface NotFoundStateProps {
  readonly text: ReactNode;
  /** Route pattern of the list to go back to. */
  readonly backTo: string;
  readonly backLabel: ReactNode;
}

/**
 * A record this user cannot see: the server answers the same 404 for another user's id, a missing one and
 * a guess, and so does this page (nothing of the record is shown).
 */
export function NotFoundState({ text, backTo, backLabel }: NotFoundStateProps) {
  return (
    <div className="account-state" role="alert">
      <p className="account-state__code" aria-hidden="true">
        404
      </p>
      <p className="account-state__text">{text}</p>
      <LocalizedLink to={backTo} className={buttonClassName('primary')}>
        {backLabel}
      </LocalizedLink>
    </div>
  );
}

/** A 404 answer (as opposed to a failure worth retrying). */
export const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

export interface BackLinkProps {
  readonly to: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly children: ReactNode;
}

/** The way back from a detail to its list, above the title. */
export function BackLink({ to, params, children }: BackLinkProps) {
  return (
    <LocalizedLink to={to} params={params} className="account-back__link">
      <span aria-hidden="true">← </span>
      {children}
    </LocalizedLink>
  );
}
