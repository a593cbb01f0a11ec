import type { ApplicantValues } from '@polis/product-kit';
import type { FoundCar } from '@polis/product-kit';

/** What each mini KASKO step submits (spec 001 section 3 "Mini kasko"). */
export interface MiniKaskoSnapshot {
  program: { programId: number; title: string; premium: number; liability: number };
  car: FoundCar;
  applicant: ApplicantValues;
}

/** The program chosen before any is: Basic, the spec's start price (60 000 UZS). */
export const DEFAULT_PROGRAM_ID = 1;
