import type { ApplicantValues } from '@polis/product-kit';
import type { PetKind } from '@polis/tariffs';

/**
 * A chosen file. `fileName` is personal to the draft's rule (it matches "name"), so a step holding an
 * upload never counts as whole after a reload: the bytes cannot be kept, the step is asked again.
 */
export interface Upload {
  readonly file: File;
  readonly fileName: string;
  readonly size: number;
}

/** What each pets step submits (spec 001 section 3 "Pets"). */
export interface PetsSnapshot {
  program: { programId: number; premium: number; total: number };
  pet: { petName: string; birthMonth: string; kind: PetKind; photo: Upload; passportPhoto: Upload };
  owner: ApplicantValues & { startDate: string };
}

/** Program 1: the starting price of 500,000 UZS for 10,000,000 of cover. */
export const DEFAULT_PROGRAM = { programId: 1, premium: 500_000, total: 10_000_000 } as const;
