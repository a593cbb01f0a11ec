import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody } from './common';
import { TokenHeaders } from './cabinet';
import { endpoint } from './endpoint';
import { SAVED_PATHS } from './paths';

/**
 * Saved people and cars (issue 24): what a logged-in customer keeps to fill wizards from ("me", "Mum", "Work
 * car"). Only the owner's session reaches them: 401 without one, 404 `saved_not_found` for another customer's
 * item. Saving another person than oneself needs `consent: true` (the customer confirms they may keep that
 * person's data): 422 `consent_required` otherwise. A person is one passport, a car one plate: saving the same
 * again changes the saved one (200) instead of adding another (201). At most 20 of each (409 `too_many_saved`).
 */

const Label = Type.String({
  minLength: 1,
  maxLength: 40,
  description: 'the customer\'s name for it ("Mum")',
});
const PassportSeries = Type.String({ pattern: '^[A-Z]{2}$', examples: ['AA'] });
const PassportNumber = Type.String({ pattern: '^[0-9]{7}$', examples: ['1234567'] });
const Birthday = Type.String({
  pattern: '^(0[1-9]|[12][0-9]|3[01])\\.(0[1-9]|1[0-2])\\.(19|20)[0-9]{2}$',
  description: 'DD.MM.YYYY, as the wizards type it',
  examples: ['15.03.1990'],
});
const Pinfl = Type.String({ pattern: '^[0-9]{14}$' });
const Phone = Type.String({ pattern: '^998[0-9]{9}$', examples: ['998901234567'] });
const FullName = Type.String({ minLength: 1, maxLength: 120 });
const Relation = Type.Union([Type.Literal('me'), Type.Literal('other')], {
  description: "`me`: the session's customer; `other`: someone they buy for (needs consent)",
});

const Plate = Type.String({ pattern: '^[0-9A-Z]{5,10}$', examples: ['01A123BC'] });
const TechSeries = Type.String({ pattern: '^[A-Z]{3}$', examples: ['AAF'] });
const TechNumber = Type.String({ pattern: '^[0-9]{7}$', examples: ['1234567'] });
const Model = Type.String({ minLength: 1, maxLength: 80 });
const Year = Type.Integer({ minimum: 1950, maximum: 2100 });

const nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(t: T) =>
  Type.Union([t, Type.Null()]);

export const SavedPerson = Type.Object(
  {
    id: Type.Integer(),
    label: Label,
    relation: Relation,
    passport_series: PassportSeries,
    passport_number: PassportNumber,
    birthday: Birthday,
    name: nullable(FullName),
    pinfl: nullable(Pinfl),
    phone: nullable(Phone),
  },
  { $id: 'SavedPerson' },
);
export type SavedPerson = Static<typeof SavedPerson>;

export const SavedVehicle = Type.Object(
  {
    id: Type.Integer(),
    label: Label,
    plate: Plate,
    tech_passport_series: TechSeries,
    tech_passport_number: TechNumber,
    model: nullable(Model),
    year: nullable(Year),
  },
  { $id: 'SavedVehicle' },
);
export type SavedVehicle = Static<typeof SavedVehicle>;

export const SavedList = Type.Object(
  { people: Type.Array(SavedPerson), vehicles: Type.Array(SavedVehicle) },
  { $id: 'SavedList' },
);
export type SavedList = Static<typeof SavedList>;

const personFields = {
  label: Type.Optional(Label),
  relation: Relation,
  passport_series: PassportSeries,
  passport_number: PassportNumber,
  birthday: Birthday,
  name: Type.Optional(nullable(FullName)),
  pinfl: Type.Optional(nullable(Pinfl)),
  phone: Type.Optional(nullable(Phone)),
  consent: Type.Optional(
    Type.Boolean({ description: "for `other`: the customer confirms they may keep this person's data" }),
  ),
};

export const SavedPersonInput = Type.Object(personFields, {
  $id: 'SavedPersonInput',
  additionalProperties: false,
});
export type SavedPersonInput = Static<typeof SavedPersonInput>;

export const SavedPersonChange = Type.Partial(Type.Object(personFields), {
  $id: 'SavedPersonChange',
  additionalProperties: false,
});
export type SavedPersonChange = Static<typeof SavedPersonChange>;

const vehicleFields = {
  label: Type.Optional(Label),
  plate: Plate,
  tech_passport_series: TechSeries,
  tech_passport_number: TechNumber,
  model: Type.Optional(nullable(Model)),
  year: Type.Optional(nullable(Year)),
};

export const SavedVehicleInput = Type.Object(vehicleFields, {
  $id: 'SavedVehicleInput',
  additionalProperties: false,
});
export type SavedVehicleInput = Static<typeof SavedVehicleInput>;

export const SavedVehicleChange = Type.Partial(Type.Object(vehicleFields), {
  $id: 'SavedVehicleChange',
  additionalProperties: false,
});
export type SavedVehicleChange = Static<typeof SavedVehicleChange>;

export const SavedParams = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { $id: 'SavedParams' });
export type SavedParams = Static<typeof SavedParams>;

/** At most this many people, and as many cars, a customer keeps. */
export const MAX_SAVED = 20;

const SESSION = ['token_required', 'token_invalid'] as const;
const REFUSALS = { 404: ErrorBody, 409: ErrorBody, 422: ErrorBody } as const;

export const SAVED_ENDPOINTS = {
  list: endpoint(SAVED_PATHS.list, { headers: TokenHeaders, response: { 200: SavedList } }, [...SESSION]),
  addPerson: endpoint(
    SAVED_PATHS.addPerson,
    {
      headers: TokenHeaders,
      body: SavedPersonInput,
      response: { 200: SavedPerson, 201: SavedPerson, ...REFUSALS },
    },
    ['validation', ...SESSION, 'consent_required', 'too_many_saved'],
  ),
  updatePerson: endpoint(
    SAVED_PATHS.updatePerson,
    {
      headers: TokenHeaders,
      params: SavedParams,
      body: SavedPersonChange,
      response: { 200: SavedPerson, ...REFUSALS },
    },
    ['validation', ...SESSION, 'saved_not_found', 'consent_required', 'already_saved'],
  ),
  removePerson: endpoint(
    SAVED_PATHS.removePerson,
    { headers: TokenHeaders, params: SavedParams, response: { 204: Type.Null(), 404: ErrorBody } },
    ['validation', ...SESSION, 'saved_not_found'],
  ),
  addVehicle: endpoint(
    SAVED_PATHS.addVehicle,
    {
      headers: TokenHeaders,
      body: SavedVehicleInput,
      response: { 200: SavedVehicle, 201: SavedVehicle, ...REFUSALS },
    },
    ['validation', ...SESSION, 'too_many_saved'],
  ),
  updateVehicle: endpoint(
    SAVED_PATHS.updateVehicle,
    {
      headers: TokenHeaders,
      params: SavedParams,
      body: SavedVehicleChange,
      response: { 200: SavedVehicle, ...REFUSALS },
    },
    ['validation', ...SESSION, 'saved_not_found', 'already_saved'],
  ),
  removeVehicle: endpoint(
    SAVED_PATHS.removeVehicle,
    { headers: TokenHeaders, params: SavedParams, response: { 204: Type.Null(), 404: ErrorBody } },
    ['validation', ...SESSION, 'saved_not_found'],
  ),
} as const;
