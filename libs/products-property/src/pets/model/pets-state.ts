import type { ApplicantValues, Upload } from '@polis/product-kit';
import type { PetKind } from '@polis/tariffs';

export type { Upload };

/** What each pets step submits (spec 001 section 3 "Pets"). */
export interface PetsSnapshot {
  program: { programId: number; premium: number; total: number };
  pet: { petName: string; birthMonth: string; kind: PetKind; photo: Upload; passportPhoto: Upload };
  owner: ApplicantValues & { startDate: string };
}

/** Program 1: the starting price of 500,000 UZS for 10,000,000 of cover. */
export const DEFAULT_PROGRAM = { programId: 1, premium: 500_000, total: 10_000_000 } as const;
