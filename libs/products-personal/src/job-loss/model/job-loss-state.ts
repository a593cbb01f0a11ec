import type { ApplicantValues, Upload } from '@polis/product-kit';

/** The employer as `POST /osgor_neo/inn` finds it, shown on the job step. */
export interface Employer {
  readonly companyName: string;
  readonly mfo: string;
  readonly bankName: string;
  readonly bankAccount: string;
  readonly directorName: string;
  readonly oked: string;
  readonly address: string;
}

/** What each job loss step submits (spec 001 section 3 "Job loss"). */
export interface JobLossSnapshot {
  job: { salary: string; jobTitle: string; inn: string; employer: Employer };
  personal: ApplicantValues & { regionId: string; startDate: string };
  documents: { workBook: Upload; salaryCertificate: Upload };
}

/**
 * The 15 regions of the form (spec 001 section 9): the 14 registry regions by their plate code, and 0 for
 * another place (a resident working in a region not listed by its code).
 */
export const JOB_LOSS_REGIONS = [1, 10, 20, 25, 30, 40, 50, 60, 70, 75, 80, 85, 90, 95, 0] as const;

/** "5 000 000" as typed -> 5000000; NaN when it is not a whole number. */
export const salaryOf = (text: string): number => {
  const digits = text.replace(/\s/g, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : Number.NaN;
};
