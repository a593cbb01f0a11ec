import { boolean, mixed, object, string, type StringSchema } from 'yup';
import type {
  SavedPerson,
  SavedPersonChange,
  SavedPersonInput,
  SavedVehicle,
  SavedVehicleChange,
  SavedVehicleInput,
} from '@polis/api-contract';
import { normalisePlate } from '@polis/tariffs';
import {
  birthday,
  displayPhone,
  passportNumber,
  passportSeries,
  phone998,
  phoneForApi,
  pinfl,
} from '@polis/wizard-core';

export type Relation = SavedPerson['relation'];

/** The person form as typed (masked texts; the phone as the +998 mask shows it). */
export interface PersonValues {
  relation: Relation;
  label: string;
  passportSeries: string;
  passportNumber: string;
  birthday: string;
  name: string;
  pinfl: string;
  phone: string;
  consent: boolean;
}

/** The car form as typed; the year is text until it is sent. */
export interface VehicleValues {
  label: string;
  plate: string;
  techSeries: string;
  techNumber: string;
  model: string;
  year: string;
}

export interface LabelValues {
  label: string;
}

/** The API's lengths (libs/api-contract/src/saved.ts): the fields stop there. */
export const MAX_LENGTH = { label: 40, name: 120, model: 80 } as const;
export const FIRST_YEAR = 1950;

const REQUIRED = 'wizard.form.required';

/** An optional field: empty (a phone mask left with its `+998` only) is no value, else the rule applies. */
const optional = (schema: StringSchema, blank: (value: string) => boolean = (v) => !v.trim()) =>
  schema
    .notRequired()
    .transform((value: unknown) => (typeof value !== 'string' || blank(value) ? undefined : value));

const noPhone = (value: string) => phoneForApi(value).replace(/^998/, '') === '';

/**
 * The person form: the wizards' passport and birthday rules; the name, PINFL and phone are optional. Another
 * person needs the consent box when `askConsent` (adding, or making a saved "me" someone else).
 */
export const personSchema = (askConsent: boolean) =>
  object({
    relation: mixed<Relation>().oneOf(['me', 'other']).required(REQUIRED),
    label: string().trim().max(MAX_LENGTH.label),
    passportSeries: passportSeries(),
    passportNumber: passportNumber(),
    birthday: birthday(),
    name: string().trim().max(MAX_LENGTH.name),
    pinfl: optional(pinfl()),
    phone: optional(phone998(), noPhone),
    consent: boolean().when('relation', {
      is: 'other',
      then: (s) => (askConsent ? s.oneOf([true], 'account.saved.form.consentRequired') : s),
    }),
  });

const thisYear = () => new Date().getFullYear();

/** The car form: plate and tech passport as the registry keeps them; model and year optional. */
export const vehicleSchema = () =>
  object({
    label: string().trim().max(MAX_LENGTH.label),
    plate: string()
      .trim()
      .required(REQUIRED)
      .matches(/^[A-Z0-9]{5,10}$/, 'account.saved.form.plateFormat'),
    techSeries: string()
      .required(REQUIRED)
      .matches(/^[A-Z]{3}$/, 'account.saved.form.techSeriesFormat'),
    techNumber: string()
      .required(REQUIRED)
      .matches(/^\d{7}$/, 'account.saved.form.techNumberFormat'),
    model: string().trim().max(MAX_LENGTH.model),
    year: optional(
      string().test(
        'year',
        { id: 'account.saved.form.yearRange', values: { min: FIRST_YEAR, max: thisYear() + 1 } },
        (value) => !value || (/^\d{4}$/.test(value) && +value >= FIRST_YEAR && +value <= thisYear() + 1),
      ),
    ),
  });

/** Rename: the customer's name for the person or car, required here. */
export const labelSchema = object({
  label: string().trim().required(REQUIRED).max(MAX_LENGTH.label),
});

export const blankPerson = (relation: Relation): PersonValues => ({
  relation,
  label: '',
  passportSeries: '',
  passportNumber: '',
  birthday: '',
  name: '',
  pinfl: '',
  phone: '',
  consent: false,
});

export const blankVehicle = (): VehicleValues => ({
  label: '',
  plate: '',
  techSeries: '',
  techNumber: '',
  model: '',
  year: '',
});

/** A saved person in the form (for Edit); consent is asked again only if they become someone else. */
export const personValues = (p: SavedPerson): PersonValues => ({
  relation: p.relation,
  label: p.label,
  passportSeries: p.passport_series,
  passportNumber: p.passport_number,
  birthday: p.birthday,
  name: p.name ?? '',
  pinfl: p.pinfl ?? '',
  phone: p.phone ? displayPhone(p.phone) : '',
  consent: false,
});

export const vehicleValues = (v: SavedVehicle): VehicleValues => ({
  label: v.label,
  plate: v.plate,
  techSeries: v.tech_passport_series,
  techNumber: v.tech_passport_number,
  model: v.model ?? '',
  year: v.year === null ? '' : String(v.year),
});

const orNull = (value: string) => value.trim() || null;

/** The person's data as the API takes it (without the label; consent only when it was asked). */
export function personChange(values: PersonValues, askConsent: boolean): SavedPersonChange {
  const phone = phoneForApi(values.phone);
  return {
    relation: values.relation,
    passport_series: values.passportSeries,
    passport_number: values.passportNumber,
    birthday: values.birthday,
    name: orNull(values.name),
    pinfl: orNull(values.pinfl),
    phone: noPhone(values.phone) ? null : phone,
    ...(askConsent && values.relation === 'other' ? { consent: true } : {}),
  };
}

/** A new person: the data, and the label when one was typed (else the server names them). */
export const personInput = (values: PersonValues): SavedPersonInput => ({
  ...(personChange(values, true) as SavedPersonInput),
  ...(values.label.trim() ? { label: values.label.trim() } : {}),
});

export const vehicleChange = (values: VehicleValues): SavedVehicleChange => ({
  plate: normalisePlate(values.plate),
  tech_passport_series: values.techSeries,
  tech_passport_number: values.techNumber,
  model: orNull(values.model),
  year: values.year.trim() ? Number(values.year) : null,
});

export const vehicleInput = (values: VehicleValues): SavedVehicleInput => ({
  ...(vehicleChange(values) as SavedVehicleInput),
  ...(values.label.trim() ? { label: values.label.trim() } : {}),
});

/** `AA ***4567`: the series and the last four digits, as the list shows a passport. */
export const maskedPassport = (series: string, number: string) => `${series} ***${number.slice(-4)}`;
