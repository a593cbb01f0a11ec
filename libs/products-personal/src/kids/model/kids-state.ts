import type { ApplicantValues } from '@polis/product-kit';

/** One child as in the birth certificate; names, certificate and birthday never reach the draft. */
export interface Child {
  readonly id: number;
  certificateSeria: string;
  certificateNumber: string;
  name: string;
  lastName: string;
  middleName: string;
  birthday: string;
  gender: '' | 'm' | 'f';
}

/** What each kids step submits (spec 001 section 3 "Kids"). */
export interface KidsSnapshot {
  program: { programId: '74' | '75'; startDate: string };
  parent: ApplicantValues & { pinfl: string };
  kids: { children: Child[] };
}

let nextId = 1;
export const blankChild = (): Child => ({
  id: nextId++,
  certificateSeria: '',
  certificateNumber: '',
  name: '',
  lastName: '',
  middleName: '',
  birthday: '',
  gender: '',
});
