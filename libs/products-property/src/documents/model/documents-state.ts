import type { ApplicantValues } from '@polis/product-kit';

/** What each documents step submits (spec 001 "Documents": selected docs, govNumber, passport, startDate). */
export interface DocumentsSnapshot {
  types: {
    /** The chosen kinds, in the order of the list. */
    typeIds: number[];
    /** The special government object's state number (type 38), else empty. */
    govNumber: string;
    premium: number;
    liability: number;
  };
  applicant: ApplicantValues;
  start: { startDate: string };
}
