import type { QuickKaskoCreateContractRequest } from '@polis/api-contract';
import { phoneForApi } from '@polis/wizard-core';
import type { QuickKaskoSnapshot } from './quick-kasko-state';

/** The `POST /sayt/tez-kasko/save` body from the submitted steps; the price is the one the customer saw. */
export function savePayload(snap: QuickKaskoSnapshot, amountUzs?: number): QuickKaskoCreateContractRequest {
  const a = snap.applicant;
  const foreign = a.applicantType === 'foreign';
  return {
    program_id: snap.program.programId,
    gos_number: snap.car.gosNumber,
    tech_sery: snap.car.techSery,
    tech_number: snap.car.techNumber,
    applicant_type: a.applicantType,
    passport_seria: a.passportSery.toUpperCase(),
    passport_number: a.passportNumber,
    birthday: a.birthday,
    ...(foreign ? { full_name: a.fullName.trim().replace(/\s+/g, ' ') } : {}),
    phone_number: phoneForApi(a.phone),
    amount_uzs: amountUzs ?? snap.program.premium,
  };
}
