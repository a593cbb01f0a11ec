import type { AccidentAudience } from '@polis/api-contract';
import { blankResidentOrForeigner } from '../../person-blank';

export type { AccidentAudience };

/**
 * One insured person. Residents give passport series + number and the birthday (names come from the
 * registry); foreign citizens give the foreign passport, names in Latin letters, citizenship and birthday.
 */
export interface InsuredPerson {
  readonly id: number;
  passportSery: string;
  passportNumber: string;
  birthday: string;
  foreignPassport: string;
  firstName: string;
  lastName: string;
  citizenship: string;
}

/** The payer when not insured: a resident adult found in the person registry. */
export interface PayerPassport {
  passportSery: string;
  passportNumber: string;
  birthday: string;
}

/** What each accident step submits (spec 001 section 3 "Accident"). */
export interface AccidentSnapshot {
  period: { startDate: string };
  sum: { amount: string };
  insureds: {
    vehicleNumber: string;
    institution: string;
    persons: InsuredPerson[];
    payerIsInsured: boolean;
    payer: PayerPassport;
    phone: string;
  };
}

let nextId = 1;
export const blankInsured = (): InsuredPerson => ({
  id: nextId++,
  ...blankResidentOrForeigner(),
  citizenship: '',
});
