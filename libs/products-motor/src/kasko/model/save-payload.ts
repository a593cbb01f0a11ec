import type { KaskoCreateContractRequest } from '@polis/api-contract';
import { phoneForApi, tashkentToday } from '@polis/wizard-core';
import { kaskoCarOf, kaskoQuoteOf } from './kasko-price';
import type { KaskoSnapshot } from './kasko-state';

/**
 * The `POST /sayt/kasko/saqlash` body from the submitted steps: the year priced (the vehicle registry's once
 * the car is found, `kaskoCarOf`) and the premium the customer saw for it.
 */
export function savePayload(snap: KaskoSnapshot, amountUzs?: number): KaskoCreateContractRequest {
  const { selectCar: car, program, aboutCar: about, personalData: person } = snap;
  const thisYear = tashkentToday().year;
  const choice =
    program.programType === 0
      ? { program_type: 0 as const, program_id: program.programId }
      : {
          program_type: 1 as const,
          risks: program.riskIds,
          ...(program.liabilities.length
            ? { liabilities: program.liabilities.map((x) => ({ risk_id: x.riskId, amount: x.amount })) }
            : {}),
        };
  return {
    position_id: car.positionId,
    year: kaskoCarOf(snap, thisYear)?.year ?? car.year,
    ...choice,
    gos_number: about.gosNumber,
    tech_sery: about.techSery,
    tech_number: about.techNumber,
    body_number: about.bodyNumber.trim().toUpperCase(),
    engine_number: about.engineNumber.trim().toUpperCase(),
    color: about.color.trim(),
    passport: `${person.passportSery.toUpperCase()}${person.passportNumber}`,
    birthday: person.birthday,
    phone_number: phoneForApi(person.phone),
    amount_uzs: amountUzs ?? kaskoQuoteOf(snap, thisYear) ?? program.premium,
  };
}
