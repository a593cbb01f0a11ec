import type { MiniKaskoCreateContractRequest } from '@polis/api-contract';
import { phoneForApi } from '@polis/wizard-core';
import type { MiniKaskoSnapshot } from './mini-kasko-state';

/** The `saqlash` body of spec 001 from the submitted steps; the price is the one the customer saw. */
export function savePayload(snap: MiniKaskoSnapshot, amountUzs?: number): MiniKaskoCreateContractRequest {
  return {
    program_id: snap.program.programId,
    gos_number: snap.car.gosNumber,
    tech_sery: snap.car.techSery,
    tech_number: snap.car.techNumber,
    phone_number: phoneForApi(snap.applicant.phone),
    passport: `${snap.applicant.passportSery}${snap.applicant.passportNumber}`,
    birthday: snap.applicant.birthday,
    amount_uzs: amountUzs ?? snap.program.premium,
  };
}
