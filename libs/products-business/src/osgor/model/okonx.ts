import { OSGOR_OKED_CLASSES, osgorRateOf } from '@polis/tariffs';

/** The choice for an activity the tariff does not list (rate 3.4 per mille). */
export const OTHER_ACTIVITY = '00';

export interface Activity {
  /** OKED division (two digits), or OTHER_ACTIVITY. */
  readonly code: string;
  readonly riskClass: number | null;
  readonly rate: number;
}

/** The okonx list: every listed OKED division with its class and rate, then "other activity". */
export const ACTIVITIES: readonly Activity[] = [
  ...Object.entries(OSGOR_OKED_CLASSES)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, riskClass]) => ({ code, riskClass, rate: osgorRateOf(code) })),
  { code: OTHER_ACTIVITY, riskClass: null, rate: osgorRateOf(OTHER_ACTIVITY) },
];

/** The activity a company's registry OKED falls in (its division, else "other"). */
export function activityOf(oked: string | undefined): string {
  const division = (oked ?? '').slice(0, 2);
  return Object.prototype.hasOwnProperty.call(OSGOR_OKED_CLASSES, division) ? division : OTHER_ACTIVITY;
}

export const activityRate = (code: string): number => osgorRateOf(code);
