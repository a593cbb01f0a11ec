import type { ExtensionSaveRequest, SavePolicyRequest } from '@polis/api-contract';
import type { RenewalRef } from './prefill';
import { isoDate, phoneForApi } from '@polis/wizard-core';
import type { CarData, Driver, OsagoSnapshot, PolicyChoice } from './osago-state';
import { DRIVERS_UNLIMITED } from '@polis/tariffs';

/** The owner step's answer with the car, the cover, the drivers and the total: all a save sends. */
export type SaveInput = OsagoSnapshot['personal_data_short'] & {
  readonly car: CarData;
  readonly policy: PolicyChoice;
  readonly drivers: readonly Driver[];
  readonly amountUzs: number;
};

const driverPayload = (d: Driver, isLegal: boolean) => ({
  passport__seria: d.passportSery,
  passport__number: d.passportNumber,
  driver_birthday: d.birthday,
  // Legal entities send null licence fields (spec 000 section 7).
  licenseSeria: isLegal ? null : d.licenseSeria || null,
  licenseNumber: isLegal ? null : d.licenseNumber || null,
  licenseIssueDate: isLegal ? null : d.licenseIssueDate || null,
  relative: Number(d.degree),
  name: d.name,
});

/** The body of `POST /osago-neo/save-policy/v2` exactly as spec 000 section 7 lists it. */
export function savePolicyPayload(input: SaveInput): SavePolicyRequest {
  const { car, applicant, policy, isLegal } = input;
  const unlimited = policy.type === DRIVERS_UNLIMITED;
  const common = {
    amount_uzs: input.amountUzs,
    gos_number: car.gosNumber,
    tech_number: car.techNumber,
    tech_sery: car.techSery,
    drivers: unlimited ? [] : input.drivers.map((d) => driverPayload(d, isLegal)),
    applicant_is_driver: !unlimited,
    period_id: policy.period,
    number_drivers_id: policy.type,
    accident_insurance: policy.accident && !isLegal,
    gazballon_insurance: policy.gazBalloon,
    gos_number_insurance: policy.gosNumberInsurance,
    miniKaskoInsurance: policy.miniKaskoSpecial,
    minikasko_program_id: policy.miniKaskoSpecial ? policy.miniKaskoProgram : null,
    phone_number: phoneForApi(applicant.phone),
    startDate: isoDate(policy.startDate) ?? policy.startDate,
  };
  if (isLegal) {
    return {
      ...common,
      owner__inn: input.entity?.inn ?? car.inn ?? '',
      applicant_pinfl: applicant.pinfl,
      // The representative's name only: documents go no further than the checks that needed them.
      applicant_info: applicant.name,
    };
  }
  return {
    ...common,
    owner_birthday: applicant.birthday,
    owner__pass_seria: applicant.passportSery,
    owner__pass_number: applicant.passportNumber,
    discountId: input.discountId,
  };
}

/** The body of `POST /osago-neo/extension/save` (spec 001 section 7) from the same wizard state. */
export function extensionPayload(input: SaveInput, renewal: RenewalRef): ExtensionSaveRequest {
  const base = savePolicyPayload(input);
  const { car, applicant, policy, isLegal } = input;
  const phone = phoneForApi(applicant.phone);
  return {
    startDate: base.startDate,
    periodId: policy.period,
    limit: policy.type,
    old_contract_id: renewal.contractId,
    ...(renewal.orderId ? { old_order_id: renewal.orderId } : {}),
    agent_id: renewal.agentId ?? null,
    amount_uzs: input.amountUzs,
    car: {
      gos_number: car.gosNumber,
      tech_sery: car.techSery,
      tech_number: car.techNumber,
      car_model: car.carModel,
    },
    drivers: base.drivers,
    applicant: isLegal
      ? {
          type: 'organization',
          organization: { inn: input.entity?.inn ?? car.inn ?? '', name: input.entity?.name, phone },
        }
      : {
          type: 'person',
          person: {
            passportSery: applicant.passportSery,
            passportNumber: applicant.passportNumber,
            birthday: applicant.birthday,
            phone,
            pinfl: applicant.pinfl || null,
            name: applicant.name,
          },
        },
    discountId: input.discountId,
    accident: policy.accident && !isLegal,
    gazBalloon: policy.gazBalloon,
    gosNumberInsurance: policy.gosNumberInsurance,
    miniKaskoProgramId: policy.miniKaskoSpecial ? policy.miniKaskoProgram : null,
  };
}
