import type { ApplicantValues, PersonValues } from '@polis/product-kit';

/** What each kindness step submits: the program's start date; the buyer and the person the gift is for. */
export interface KindnessSnapshot {
  program: { startDate: string };
  applicant: { buyer: ApplicantValues; insured: PersonValues };
}
