import { Type, type Static } from '@sinclair/typebox';
import { DateInput, InsurerFailure, insurerSuccess, lookupAnswer } from './common';
import { endpoint } from './endpoint';
import { REGISTRY_PATHS } from './paths';

/**
 * Body of `POST /sayt/getPerson` and `POST /travel-neo/getPerson`. The birthday and the passport (series +
 * number) are always required: a PINFL alone is refused (400 validation), and a PINFL given with the
 * passport must be the same person's. Empty strings count as "not given" (the forms send "" for blanks).
 */
export const PersonLookupRequest = Type.Object(
  {
    birthday: DateInput,
    passportSeria: Type.Optional(
      Type.String({
        pattern: '^([A-Za-z]{2})?$',
        description: 'two Latin letters, e.g. AA',
        examples: ['AA'],
      }),
    ),
    passportNumber: Type.Optional(
      Type.String({ pattern: '^([0-9]{7})?$', description: 'seven digits', examples: ['1234567'] }),
    ),
    pinfl: Type.Optional(
      Type.String({ pattern: '^([0-9]{14})?$', description: 'personal identification number, 14 digits' }),
    ),
  },
  { $id: 'PersonLookupRequest' },
);
export type PersonLookupRequest = Static<typeof PersonLookupRequest>;

/** Found by `/sayt/getPerson`: names in Uzbek Latin as in the passport, and as in the travel passport (ASCII, upper case). */
export const SaytPerson = insurerSuccess('SaytPerson', {
  ism: Type.String({ description: 'first name', examples: ['Alisher'] }),
  familya: Type.String({ description: 'last name', examples: ['Karimov'] }),
  otasi: Type.String({ description: "father's name (patronymic)", examples: ["Bahodir o'g'li"] }),
  ism_eng: Type.String({ examples: ['ALISHER'] }),
  familya_eng: Type.String({ examples: ['KARIMOV'] }),
  pinfl: Type.String(),
});
export type SaytPerson = Static<typeof SaytPerson>;

export const SaytPersonResponse = Type.Union([SaytPerson, InsurerFailure], { $id: 'SaytPersonResponse' });
export type SaytPersonResponse = Static<typeof SaytPersonResponse>;

/** Found by `/travel-neo/getPerson`: what a travel policy prints (Latin script only). */
export const TravelPerson = insurerSuccess('TravelPerson', {
  familya_eng: Type.String(),
  ism_eng: Type.String(),
  ism: Type.String(),
  familya: Type.String(),
});
export type TravelPerson = Static<typeof TravelPerson>;

export const TravelPersonResponse = Type.Union([TravelPerson, InsurerFailure], {
  $id: 'TravelPersonResponse',
});
export type TravelPersonResponse = Static<typeof TravelPersonResponse>;

/** Query of `GET /osgor_neo/inn/v3` and body of `POST /osgor_neo/inn`. */
export const InnRequest = Type.Object(
  { inn: Type.String({ pattern: '^[0-9]{9}$', description: 'taxpayer number (STIR), 9 digits' }) },
  { $id: 'InnRequest' },
);
export type InnRequest = Static<typeof InnRequest>;

export const Region = Type.Object(
  {
    id: Type.Integer({
      description: 'the region code of vehicle plates: 1 Tashkent city, 10 Tashkent region, ...',
    }),
    name_uz: Type.String(),
    name_ru: Type.String(),
    name_en: Type.String(),
  },
  { $id: 'Region' },
);
export type Region = Static<typeof Region>;

export const District = Type.Object(
  {
    id: Type.Integer({ description: 'region id x 100 + number within the region' }),
    region_id: Type.Integer(),
    name_uz: Type.String(),
    name_ru: Type.String(),
    name_en: Type.String(),
  },
  { $id: 'District' },
);
export type District = Static<typeof District>;

/**
 * A company of the tax registry. Field names follow the employer-liability form's `companyData`
 * (direktor, manzil, bank, schet) so the wizard copies them as they are. A missing `short_name` is how the
 * registry marks a record that cannot be insured online (the job-loss form shows wrong_inn).
 */
export const Organization = Type.Object(
  {
    inn: Type.String(),
    name: Type.String({ description: 'full registered name' }),
    short_name: Type.Union([Type.String(), Type.Null()]),
    direktor: Type.String({ description: 'director' }),
    manzil: Type.String({ description: 'legal address' }),
    bank: Type.String({ description: 'bank name' }),
    mfo: Type.String({ description: "bank's 5-digit MFO code" }),
    schet: Type.String({ description: 'settlement account, 20 digits' }),
    oked: Type.String({ description: 'OKED activity code, 5 digits' }),
    region_id: Type.Integer(),
    region: Type.Union([Region, Type.Null()]),
    rate: Type.Optional(
      Type.Number({
        description: 'employer liability (OSGOR) rate of the OKED risk class, fraction of payroll',
      }),
    ),
  },
  { $id: 'Organization' },
);
export type Organization = Static<typeof Organization>;

export const { found: OrganizationFound, answer: OrganizationResponse } = lookupAnswer('Organization', {
  organization: Organization,
});
export type OrganizationFound = Static<typeof OrganizationFound>;

export type OrganizationResponse = Static<typeof OrganizationResponse>;

/** `GET /getRegions`: the spec reads `districts.result` and `regions`. */
export const RegionsResponse = insurerSuccess('RegionsResponse', {
  regions: Type.Array(Region),
  districts: Type.Object({ result: Type.Array(District) }),
});
export type RegionsResponse = Static<typeof RegionsResponse>;

/** Registry look-ups (channel credential, counted as look-ups): persons, companies by INN, regions. */
export const REGISTRY_ENDPOINTS = {
  person: endpoint(
    REGISTRY_PATHS.person,
    { body: PersonLookupRequest, response: { 200: SaytPersonResponse } },
    ['validation', 'person_not_found', 'rate_limited'],
  ),
  travelPerson: endpoint(
    REGISTRY_PATHS.travelPerson,
    { body: PersonLookupRequest, response: { 200: TravelPersonResponse } },
    ['validation', 'person_not_found', 'rate_limited'],
  ),
  companyV3: endpoint(
    REGISTRY_PATHS.companyV3,
    { querystring: InnRequest, response: { 200: OrganizationResponse } },
    ['validation', 'company_not_found', 'rate_limited'],
  ),
  company: endpoint(REGISTRY_PATHS.company, { body: InnRequest, response: { 200: OrganizationResponse } }, [
    'validation',
    'company_not_found',
    'rate_limited',
  ]),
  regions: endpoint(REGISTRY_PATHS.regions, { response: { 200: RegionsResponse } }),
};
