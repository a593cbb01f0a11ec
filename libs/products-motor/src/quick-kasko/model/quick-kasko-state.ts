import type { FoundCar } from '@polis/product-kit';

export type ApplicantType = 'resident' | 'foreign';

/** What each quick kasko step submits (spec 001 "mini kasko and tez kasko" steps). */
export interface QuickKaskoSnapshot {
  program: { programId: number; title: string; premium: number; total: number };
  car: FoundCar;
  applicant: {
    applicantType: ApplicantType;
    passportSery: string;
    passportNumber: string;
    birthday: string;
    /** A foreigner's name as in the passport (the person registry knows residents only). */
    fullName: string;
    phone: string;
  };
}
