import type { ApplicantValues } from '@polis/product-kit';

/** What each housing step submits (spec 001 section 3 "Housing"). */
export interface HousingSnapshot {
  program: { programId: number; premium: number; total: number };
  applicant: ApplicantValues;
  address: { houseType: '1' | '2'; address: string; startDate: string };
}

/** Spec 001 section 9: program 2 by default, 140 000 UZS for 115 000 000 of cover. */
export const DEFAULT_PROGRAM = { programId: 2, premium: 140_000, total: 115_000_000 } as const;

/** Programs 2 and 4 use the housing rules, the others the premium property rules (spec 001 section 9). */
export const rulesKeyOf = (programId: number | undefined): 'housing' | 'premium-property' =>
  programId === undefined || programId === 2 || programId === 4 ? 'housing' : 'premium-property';
