import type { HousingCreateContractRequest } from '@polis/api-contract';
import { phoneForApi } from '@polis/wizard-core';
import type { HousingSnapshot } from './housing-state';

/** The create-contract body of spec 001 from the submitted steps; the price is the one the customer saw. */
export function savePayload(snap: HousingSnapshot, amountUzs?: number): HousingCreateContractRequest {
  return {
    start_date: snap.address.startDate,
    program_id: snap.program.programId,
    home: { type: snap.address.houseType === '2' ? 2 : 1, address: snap.address.address.trim() },
    applicant: {
      seria: snap.applicant.passportSery,
      number: snap.applicant.passportNumber,
      birthday: snap.applicant.birthday,
      phone: phoneForApi(snap.applicant.phone),
    },
    amount_uzs: amountUzs ?? snap.program.premium,
  };
}
