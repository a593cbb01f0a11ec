import type { ApplicantValues } from '@polis/product-kit';

const BLANK_CHILD = {
  certificateSeria: '',
  certificateNumber: '',
  name: '',
  lastName: '',
  middleName: '',
  birthday: '',
  gender: '' as '' | 'm' | 'f',
};

/** One child as in the birth certificate; names, certificate and birthday never reach the draft. */
export type Child = typeof BLANK_CHILD & { readonly id: number };

/** What each kids step submits (spec 001 section 3 "Kids"). */
export interface KidsSnapshot {
  program: { programId: '74' | '75'; startDate: string };
  parent: ApplicantValues & { pinfl: string };
  kids: { children: Child[] };
}

let nextId = 1;
export const blankChild = (): Child => ({ ...BLANK_CHILD, id: nextId++ });
