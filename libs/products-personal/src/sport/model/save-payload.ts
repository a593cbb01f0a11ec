import type { SportSaveRequest } from '@polis/api-contract';
import { sportPremium } from '@polis/tariffs';
import { phoneForApi } from '@polis/wizard-core';
import type { SportSnapshot } from './sport-state';

/** Spec 001 section 9: amount = insurance amount x limit / 100. */
export const sportQuote = (snap: Partial<SportSnapshot>): number | undefined =>
  snap.sport ? sportPremium(Number(snap.sport.amount), snap.sport.limit) : undefined;

/** `POST /sayt/sportsman/save/v2` from the submitted steps; the premium is the one the customer saw. */
export function savePayload(snap: SportSnapshot, amountUzs?: number): SportSaveRequest {
  const { sportsman: s } = snap;
  return {
    type_id: snap.sport.typeId,
    insurance_amount: Number(snap.sport.amount),
    start_date: snap.sport.startDate,
    insurer: {
      seria: snap.insurer.passportSery,
      number: snap.insurer.passportNumber,
      birthday: snap.insurer.birthday,
      phone: phoneForApi(snap.insurer.phone),
    },
    insured:
      s.residentType === '6'
        ? {
            resident_type: 6,
            passport: s.foreignPassport.replace(/\s/g, '').toUpperCase(),
            first_name: s.firstName.trim(),
            last_name: s.lastName.trim(),
            birthday: s.birthday,
          }
        : { resident_type: 1, seria: s.passportSery, number: s.passportNumber, birthday: s.birthday },
    amount_uzs: amountUzs ?? sportQuote(snap) ?? 0,
  };
}
