import type { SavedPersonInput, SavedVehicleInput } from '@polis/api-contract';
import { phoneForApi } from '@polis/wizard-core';

/** A person of the answers, as the cabinet keeps it (`buyer`: the one who gave the phone). */
export interface AnsweredPerson {
  readonly person: Omit<SavedPersonInput, 'relation' | 'consent' | 'label'>;
  readonly buyer: boolean;
}

export interface Answered {
  readonly people: readonly AnsweredPerson[];
  readonly vehicles: readonly SavedVehicleInput[];
}

const text = (v: unknown): v is string => typeof v === 'string';
const DATE = /^\d{2}\.\d{2}\.\d{4}$/;

/**
 * The people and cars an application names, read from its answers as the kit's fields keep them: a person is
 * a passport (`passportSery`, `passportNumber`) with its `birthday` (and `pinfl`, `phone`, a found `name` when
 * there); a car is a plate with its tech passport (`gosNumber`, `techSery`, `techNumber`; `carModel` and
 * `issueYear` when found). Each passport and plate once, the buyer (the person with a phone) first.
 */
export function savedFromAnswers(answers: unknown): Answered {
  const people = new Map<string, AnsweredPerson>();
  const vehicles = new Map<string, SavedVehicleInput>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const o = value as Record<string, unknown>;
    if (
      text(o.passportSery) &&
      /^[A-Z]{2}$/.test(o.passportSery) &&
      text(o.passportNumber) &&
      /^\d{7}$/.test(o.passportNumber) &&
      text(o.birthday) &&
      DATE.test(o.birthday)
    ) {
      const key = o.passportSery + o.passportNumber;
      const phone = text(o.phone) && /^998\d{9}$/.test(phoneForApi(o.phone)) ? phoneForApi(o.phone) : null;
      const was = people.get(key);
      people.set(key, {
        person: {
          passport_series: o.passportSery,
          passport_number: o.passportNumber,
          birthday: o.birthday,
          name: text(o.name) && o.name.trim() ? o.name.trim().slice(0, 120) : (was?.person.name ?? null),
          pinfl: text(o.pinfl) && /^\d{14}$/.test(o.pinfl) ? o.pinfl : (was?.person.pinfl ?? null),
          phone: phone ?? was?.person.phone ?? null,
        },
        buyer: Boolean(phone) || Boolean(was?.buyer),
      });
    }
    if (
      text(o.gosNumber) &&
      /^[0-9A-Z]{5,10}$/.test(o.gosNumber) &&
      text(o.techSery) &&
      /^[A-Z]{3}$/.test(o.techSery) &&
      text(o.techNumber) &&
      /^\d{7}$/.test(o.techNumber)
    ) {
      const was = vehicles.get(o.gosNumber);
      vehicles.set(o.gosNumber, {
        plate: o.gosNumber,
        tech_passport_series: o.techSery,
        tech_passport_number: o.techNumber,
        model: text(o.carModel) && o.carModel ? o.carModel.slice(0, 80) : (was?.model ?? null),
        year:
          typeof o.issueYear === 'number' && o.issueYear >= 1950 && o.issueYear <= 2100
            ? o.issueYear
            : (was?.year ?? null),
      });
    }
    Object.values(o).forEach(visit);
  };
  visit(answers);
  const list = [...people.values()];
  return {
    people: [...list.filter((p) => p.buyer), ...list.filter((p) => !p.buyer)],
    vehicles: [...vehicles.values()],
  };
}
