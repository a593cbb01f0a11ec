import type { AccidentAudience } from './accident-state';

/**
 * The five pages of one wizard (spec 001 "Accident"): each presets who is insured and what else the
 * insured persons step asks. Decisions written in README.md "Audiences".
 */
export interface AudiencePreset {
  readonly audience: AccidentAudience;
  /** Contract product and draft key. */
  readonly key: string;
  /** Site route without the language. */
  readonly route: string;
  /** Foreign citizens: foreign passport, Latin names, citizenship (no registry look-up). */
  readonly foreign: boolean;
  /** The driver page asks the vehicle's plate; the first insured is the driver (18+), the others passengers. */
  readonly vehicle: boolean;
  /** Student and teacher pages ask the educational institution's name. */
  readonly institution: boolean;
  /** The first insured must be an adult (driver, teacher). */
  readonly firstAdult: boolean;
  /** Whether the payer is one of the insured by default (a student's parent pays: no). */
  readonly payerInsuredByDefault: boolean;
  /** How many insured persons the list starts with. */
  readonly startWith: number;
}

const base = {
  foreign: false,
  vehicle: false,
  institution: false,
  firstAdult: false,
  payerInsuredByDefault: true,
  startWith: 1,
};

export const AUDIENCES: Readonly<Record<AccidentAudience, AudiencePreset>> = {
  general: { ...base, audience: 'general', key: 'accident', route: 'accident' },
  driver: {
    ...base,
    audience: 'driver',
    key: 'accident-driver',
    route: 'accident-driver',
    vehicle: true,
    firstAdult: true,
  },
  student: {
    ...base,
    audience: 'student',
    key: 'accident-student',
    route: 'accident-student',
    institution: true,
    payerInsuredByDefault: false,
  },
  teacher: {
    ...base,
    audience: 'teacher',
    key: 'accident-teacher',
    route: 'accident-teacher',
    institution: true,
    firstAdult: true,
  },
  foreign: {
    ...base,
    audience: 'foreign',
    key: 'accident-foreign',
    route: 'accident-foreign',
    foreign: true,
  },
};
