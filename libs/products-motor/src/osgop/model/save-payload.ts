import type { OsgopSaveRequest } from '@polis/api-contract';
import { phoneForApi } from '@polis/wizard-core';
import type { OsgopSnapshot } from './osgop-state';

/** The `POST /sayt/osgop/save` body from the submitted steps; the price is the calculated one. */
export function savePayload(snap: OsgopSnapshot, amountUzs?: number): OsgopSaveRequest {
  return {
    seria: snap.car.techSery,
    number: snap.car.techNumber,
    vehicleNumber: snap.car.gosNumber,
    seats: snap.car.seats,
    dateType: Number(snap.policy.dateType) as 1 | 2 | 3,
    beginDate: snap.policy.beginDate,
    applicant: {
      seria: snap.personal.passportSery,
      number: snap.personal.passportNumber,
      birthday: snap.personal.birthday,
      phone: phoneForApi(snap.personal.phone),
    },
    amount_uzs: amountUzs ?? snap.policy.price,
  };
}
