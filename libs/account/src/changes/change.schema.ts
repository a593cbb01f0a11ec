import { object, string } from 'yup';
import type { PolicyChangeKind, PolicyChangeRequest } from '@polis/api-contract';
import { normalisePlate } from '@polis/tariffs';
import { birthday, passportNumber, passportSeries, phone998, phoneForApi } from '@polis/wizard-core';

/** Every change's form as typed (one shape: each kind shows and checks its own fields). */
export interface ChangeValues {
  passportSeries: string;
  passportNumber: string;
  birthday: string;
  driverKey: string;
  phone: string;
  plate: string;
  techSeries: string;
  techNumber: string;
  name: string;
  address: string;
}

export const BLANK: ChangeValues = {
  passportSeries: '',
  passportNumber: '',
  birthday: '',
  driverKey: '',
  phone: '',
  plate: '',
  techSeries: '',
  techNumber: '',
  name: '',
  address: '',
};

const REQUIRED = 'wizard.form.required';

/** The fields each change asks, in the order the form shows them. */
export const FIELDS_OF: Readonly<Record<PolicyChangeKind, readonly (keyof ChangeValues)[]>> = {
  add_driver: ['passportSeries', 'passportNumber', 'birthday'],
  remove_driver: ['driverKey'],
  phone: ['phone'],
  plate: ['plate', 'techSeries', 'techNumber'],
  add_traveller: ['name', 'passportSeries', 'passportNumber', 'birthday'],
  address: ['address'],
};

const RULES = {
  passportSeries: passportSeries(),
  passportNumber: passportNumber(),
  birthday: birthday(),
  driverKey: string().required(REQUIRED),
  phone: phone998(),
  plate: string()
    .required(REQUIRED)
    .test('plate', 'change.form.plateFormat', (v) => !v || /^[0-9A-Z]{6,10}$/.test(normalisePlate(v))),
  techSeries: string()
    .required(REQUIRED)
    .matches(/^[A-Z]{3}$/, 'change.form.techSeriesFormat'),
  techNumber: string()
    .required(REQUIRED)
    .matches(/^\d{7}$/, 'change.form.techNumberFormat'),
  name: string()
    .trim()
    .required(REQUIRED)
    .matches(/^[A-Za-z][A-Za-z' -]{1,79}$/, 'change.form.nameFormat'),
  address: string().trim().required(REQUIRED).min(5, 'change.form.addressLength').max(200),
} as const;

/** The schema of one change's form: its fields' rules only. */
export const changeSchema = (kind: PolicyChangeKind) =>
  object(Object.fromEntries(FIELDS_OF[kind].map((field) => [field, RULES[field]])));

/** The body of the quote and the change (the difference is added when confirming). */
export function changeBody(kind: PolicyChangeKind, v: ChangeValues): PolicyChangeRequest {
  switch (kind) {
    case 'add_driver':
      return {
        change: kind,
        driver: {
          passport__seria: v.passportSeries,
          passport__number: v.passportNumber,
          driver_birthday: v.birthday,
        },
      };
    case 'remove_driver':
      return { change: kind, driver_key: Number(v.driverKey) };
    case 'phone':
      return { change: kind, phone: phoneForApi(v.phone) };
    case 'plate':
      return {
        change: kind,
        gos_number: normalisePlate(v.plate),
        tech_sery: v.techSeries,
        tech_number: v.techNumber,
      };
    case 'add_traveller':
      return {
        change: kind,
        traveller: {
          name: v.name.trim().toUpperCase(),
          birthday: v.birthday,
          passport_series: v.passportSeries,
          passport_number: v.passportNumber,
        },
      };
    case 'address':
      return { change: kind, address: v.address.trim() };
  }
}
