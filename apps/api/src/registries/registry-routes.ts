import type { FastifyInstance } from 'fastify';
import {
  REGISTRY_ENDPOINTS,
  type OrganizationResponse,
  type RegionsResponse,
  type SaytPersonResponse,
  type TravelPersonResponse,
} from '@polis/api-contract';
import type { Db } from '../db/database';
import { serve } from '../http/endpoint';
import { SUCCESS, lookupFailure } from '../http/insurer-answers';
import { LOOKUP_LIMIT_NOTE } from '../guards/client-limits';
import { findOrganization } from './company-lookup';
import { findPerson, personQueryOf, type PersonRecord } from './person-lookup';
import { toPassportLatin } from './transliterate';

export interface RegistryRoutesOptions {
  readonly db: Db;
}

const PERSON_NOT_FOUND = lookupFailure(
  1,
  'person_not_found',
  'No person with this passport and birthday in the registry',
);
const COMPANY_NOT_FOUND = lookupFailure(
  1,
  'company_not_found',
  'No company with this INN in the tax registry',
);

const PERSON_LOOKUP_NOTE =
  'Birthday (DD.MM.YYYY or YYYY-MM-DD), passportSeria and passportNumber are required (a PINFL alone is ' +
  "refused with 400 validation); a PINFL given too must be the same person's. Not found (also a wrong " +
  'birthday or PINFL): HTTP 200 with error 1, error_message and code person_not_found. After 5 wrong ' +
  'birthdays for one passport in an hour, that passport answers HTTP 429 rate_limited (details.limit ' +
  `birthday, Retry-After) even with the right birthday. ${LOOKUP_LIMIT_NOTE}`;

/**
 * A person's names as in the travel passport's Latin line, made once per registry row: the rows are the
 * registry cache's (`./registry-cache.ts`), so these go when their row goes, and keep nothing it does not.
 */
const latinNames = new WeakMap<PersonRecord, { readonly first: string; readonly last: string }>();
function latinNamesOf(person: PersonRecord) {
  let names = latinNames.get(person);
  if (!names) {
    names = { first: toPassportLatin(person.first_name), last: toPassportLatin(person.last_name) };
    latinNames.set(person, names);
  }
  return names;
}

/** Counted against the client's look-up limit. */
const LOOKUP = { config: { clientLimit: 'lookup' } } as const;

/** Registry look-ups: persons, companies by INN, regions (mounted under /api with the channel check). */
export async function registryRoutes(app: FastifyInstance, { db: { db } }: RegistryRoutesOptions) {
  serve(
    app,
    REGISTRY_ENDPOINTS.person,
    {
      tags: ['registries'],
      summary: 'Person by passport and birthday (OSAGO applicant, owner, drivers)',
      description: PERSON_LOOKUP_NOTE,
    },
    async (request): Promise<SaytPersonResponse> => {
      const person = await findPerson(db, personQueryOf(request.body));
      if (!person) return PERSON_NOT_FOUND;
      const latin = latinNamesOf(person);
      return {
        ...SUCCESS,
        ism: person.first_name,
        familya: person.last_name,
        otasi: person.middle_name,
        ism_eng: latin.first,
        familya_eng: latin.last,
        pinfl: person.pinfl,
      };
    },
    LOOKUP,
  );

  serve(
    app,
    REGISTRY_ENDPOINTS.travelPerson,
    {
      tags: ['registries'],
      summary: 'Traveller by passport and birthday (names as in the travel passport)',
      description: PERSON_LOOKUP_NOTE,
    },
    async (request): Promise<TravelPersonResponse> => {
      const person = await findPerson(db, personQueryOf(request.body));
      if (!person) return PERSON_NOT_FOUND;
      const latin = latinNamesOf(person);
      return {
        ...SUCCESS,
        ism: person.first_name,
        familya: person.last_name,
        ism_eng: latin.first,
        familya_eng: latin.last,
      };
    },
    LOOKUP,
  );

  const organization = async (inn: string): Promise<OrganizationResponse> => {
    const found = await findOrganization(db, inn);
    return found ? { ...SUCCESS, organization: found } : COMPANY_NOT_FOUND;
  };
  const innNote =
    'Not found: HTTP 200 with error 1, error_message and code company_not_found. A company whose ' +
    `short_name is null cannot be insured online (the job-loss form shows wrong_inn). ${LOOKUP_LIMIT_NOTE}`;

  serve(
    app,
    REGISTRY_ENDPOINTS.companyV3,
    { tags: ['registries'], summary: 'Company by INN (employer liability)', description: innNote },
    async (request) => organization(request.query.inn),
    LOOKUP,
  );

  serve(
    app,
    REGISTRY_ENDPOINTS.company,
    { tags: ['registries'], summary: 'Company by INN (job loss)', description: innNote },
    async (request) => organization(request.body.inn),
    LOOKUP,
  );

  serve(
    app,
    REGISTRY_ENDPOINTS.regions,
    {
      tags: ['registries'],
      summary: 'Regions of Uzbekistan and their districts',
      description: 'Region ids are the plate region codes (1 Tashkent city, 10 Tashkent region, ...).',
    },
    async (): Promise<RegionsResponse> => {
      const [regions, districts] = await Promise.all([
        db.selectFrom('regions').selectAll().orderBy('id').execute(),
        db.selectFrom('districts').selectAll().orderBy('region_id').orderBy('id').execute(),
      ]);
      return { ...SUCCESS, regions, districts: { result: districts } };
    },
    { config: { dictionary: true } },
  );
}
