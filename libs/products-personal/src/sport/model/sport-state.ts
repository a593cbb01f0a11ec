import type { ApplicantValues, PersonValues } from '@polis/product-kit';

/** What each sport step submits (spec 001 section 3 "Sport"). */
export interface SportSnapshot {
  sport: {
    typeId: number;
    limit: number;
    months: number;
    /** The sport and period as shown, per language (for the summary). */
    title: { uz: string; ru: string; en: string };
    amount: string;
    startDate: string;
  };
  insurer: ApplicantValues;
  /** Resident type 1 (passport, registry) or 6 (foreign citizen), toggled (spec 001 section 4). */
  sportsman: PersonValues & {
    residentType: '1' | '6';
    foreignPassport: string;
    firstName: string;
    lastName: string;
    /** "I am the sportsman": the policyholder's passport and birthday, copied (not sent). */
    sameAsInsurer?: boolean;
  };
}
