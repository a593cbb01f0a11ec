import type { CabinetClaim } from '@polis/api-contract';

export interface ClaimDay<C> {
  /** `YYYY-MM-DD` of the event (Tashkent time, as the server gives it); `null` for an unreadable date. */
  readonly day: string | null;
  readonly claims: readonly C[];
}

const DAY = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/;

/** The calendar day of `event_date` (`YYYY-MM-DD HH:mm:ss`, already Tashkent time: no zone maths). */
export const claimDay = (eventDate: string): string | null => DAY.exec(eventDate.trim())?.[1] ?? null;

/** `HH:mm` of `event_date`, or null when it carries no time. */
export const claimTime = (eventDate: string): string | null => DAY.exec(eventDate.trim())?.[2] ?? null;

/**
 * Spec 000 section 3 `applicationsByDays`: the claims grouped by the day of the event, newest day first and,
 * within a day, the latest event first. Claims whose date cannot be read are kept, in a last group.
 */
export function applicationsByDays<C extends Pick<CabinetClaim, 'event_date'>>(
  claims: readonly C[],
): ClaimDay<C>[] {
  const groups = new Map<string | null, C[]>();
  const sorted = [...claims].sort((a, b) => b.event_date.trim().localeCompare(a.event_date.trim()));
  for (const claim of sorted) {
    const day = claimDay(claim.event_date);
    const group = groups.get(day);
    if (group) group.push(claim);
    else groups.set(day, [claim]);
  }
  const days = [...groups.entries()].map(([day, items]) => ({ day, claims: items }));
  return [...days.filter((g) => g.day !== null), ...days.filter((g) => g.day === null)];
}
