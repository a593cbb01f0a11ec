import type { AccidentCreateContractRequest } from '@polis/api-contract';
import { accidentPremium } from '@polis/tariffs';
import { phoneForApi } from '@polis/wizard-core';
import type { AudiencePreset } from './accident-audience';
import type { AccidentSnapshot, InsuredPerson } from './accident-state';

const resident = (p: InsuredPerson) => ({
  seria: p.passportSery,
  number: p.passportNumber,
  birthday: p.birthday,
});
const foreigner = (p: InsuredPerson) => ({
  passport: p.foreignPassport.replace(/\s/g, '').toUpperCase(),
  first_name: p.firstName.trim(),
  last_name: p.lastName.trim(),
  citizenship: p.citizenship,
  birthday: p.birthday,
});

/** The total the customer sees: amount x insureds x 5 / 1000. */
export const accidentQuote = (snap: Partial<AccidentSnapshot>): number =>
  accidentPremium(snap.sum ? Number(snap.sum.amount) : undefined, snap.insureds?.persons.length ?? 1);

/** `POST /accident_sayt/save` from the submitted steps; the total is the one the customer saw. */
export function savePayload(
  preset: AudiencePreset,
  snap: AccidentSnapshot,
  amountUzs?: number,
): AccidentCreateContractRequest {
  const { insureds } = snap;
  return {
    audience: preset.audience,
    start_date: snap.period.startDate,
    insurance_amount: Number(snap.sum.amount),
    insureds: insureds.persons.map((p) => (preset.foreign ? foreigner(p) : resident(p))),
    payer: insureds.payerIsInsured
      ? { is_insured: true, phone: phoneForApi(insureds.phone) }
      : {
          is_insured: false,
          seria: insureds.payer.passportSery,
          number: insureds.payer.passportNumber,
          birthday: insureds.payer.birthday,
          phone: phoneForApi(insureds.phone),
        },
    ...(preset.vehicle ? { vehicle_number: insureds.vehicleNumber.replace(/\s/g, '').toUpperCase() } : {}),
    ...(preset.institution ? { institution: insureds.institution.trim() } : {}),
    amount_uzs: amountUzs ?? accidentQuote(snap),
  };
}
