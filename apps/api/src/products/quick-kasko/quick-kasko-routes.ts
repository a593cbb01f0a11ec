import type { FastifyInstance } from 'fastify';
import { QUICK_KASKO_ENDPOINTS, type QuickKaskoProgramsResponse } from '@polis/api-contract';
import {
  isRestrictedModel,
  QUICK_KASKO_COVER_MONTHS,
  QUICK_KASKO_MAX_CAR_AGE,
  QUICK_KASKO_PROGRAMS,
  quickKaskoAcceptsYear,
  quickKaskoProgram,
} from '@polis/tariffs';
import { addMonthsInclusive } from '../../contracts/format';
import { serve } from '../../http/endpoint';
import { Issues } from '../../http/issues';
import { findPerson, fullNameOf } from '../../registries/person-lookup';
import { findVehicle, vehicleDocsOf } from '../../registries/vehicle-lookup';
import { carFacts } from '../kit/car-facts';
import { SUCCESS } from '../../http/insurer-answers';
import { refuse, saleRoutes, startOf, type SaleRoutesOptions } from '../kit/sale';

const PROGRAMS: QuickKaskoProgramsResponse = {
  ...SUCCESS,
  programs: QUICK_KASKO_PROGRAMS.map((p) => ({
    id: p.id,
    name: p.name,
    total: p.insuredSumUzs,
    premium: p.premiumUzs,
  })),
  max_car_age: QUICK_KASKO_MAX_CAR_AGE,
};

/**
 * Quick kasko (README.md beside this file): the program, the car (an individual's, at most 10 years old, not
 * special-purpose), the applicant (a resident in the person registry, or a foreigner as typed), the program's
 * premium; 12 months from the next day. The kit does the rest (contract `quick-car-insurance`).
 */
const quickKaskoSale = saleRoutes({
  key: 'quick-car-insurance',
  tag: 'quick-kasko',
  title: 'quick-kasko',
  save: QUICK_KASKO_ENDPOINTS.save,
  check: QUICK_KASKO_ENDPOINTS.check,
  saveDescription:
    'The server prices the program from @polis/tariffs. HTTP 422: ' +
    'unknown_program, vehicle_not_found, for_only_individuals (a company-owned car), restricted_model, ' +
    'car_too_old (over 10 years), person_not_found (resident). 400 validation: a resident passport not ' +
    '2 letters + 7 digits, a foreign series not 3 characters or no full_name, a day that does not exist.',
  async sell(body, { db, today, start }) {
    // The cross-field 400s: a real birthday; a resident's passport 2 letters + 7 digits; a foreigner's 3 + name.
    const issues = new Issues();
    const birthday = issues.date('/birthday', body.birthday);
    if (body.applicant_type === 'resident') {
      if (!/^[A-Za-z]{2}$/.test(body.passport_seria)) issues.add('/passport_seria', 'must be 2 letters');
      if (!/^[0-9]{7}$/.test(body.passport_number)) issues.add('/passport_number', 'must be 7 digits');
    } else {
      if (body.passport_seria.length !== 3) issues.add('/passport_seria', 'must have 3 characters');
      if (!body.full_name?.trim()) issues.add('/full_name', 'is required for a foreign applicant');
    }
    issues.throwIfAny();

    const program = quickKaskoProgram(body.program_id);
    if (!program) return refuse('unknown_program', `No quick kasko program ${body.program_id}`);
    const vehicle = await findVehicle(db, vehicleDocsOf(body.gos_number, body.tech_sery, body.tech_number));
    if (!vehicle) return refuse('vehicle_not_found', 'No vehicle with this plate and technical passport');
    if (vehicle.owner_type !== 'person')
      return refuse('for_only_individuals', 'Quick kasko insures only cars owned by individuals');
    if (isRestrictedModel(vehicle.model))
      return refuse('restricted_model', 'Special-purpose vehicles cannot be insured online');
    if (!quickKaskoAcceptsYear(vehicle.issue_year, Number(today.slice(0, 4))))
      return refuse('car_too_old', 'Quick kasko insures cars up to 10 years old');

    let holderName: string;
    if (body.applicant_type === 'resident') {
      const passport = { series: body.passport_seria.toUpperCase(), number: body.passport_number };
      const person = await findPerson(db, { birthday, passport });
      if (!person) return refuse('person_not_found', 'No person with this passport and birthday');
      holderName = fullNameOf(person);
    } else {
      holderName = (body.full_name ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
    }
    const startDate = startOf({ start, today });
    return {
      amountUzs: program.premiumUzs,
      phone: body.phone_number,
      holderName,
      details: {
        ...carFacts(vehicle),
        program: program.name.en,
        insured_sum: program.insuredSumUzs,
        period_months: QUICK_KASKO_COVER_MONTHS,
      },
      startDate,
      endDate: addMonthsInclusive(startDate, QUICK_KASKO_COVER_MONTHS),
      lead: `${program.name.en}, ${body.applicant_type} applicant`,
    };
  },
});

/** Quick car insurance calls (under /api, channel credential): the programs, then the kit's save and check. */
export async function quickKaskoRoutes(app: FastifyInstance, options: SaleRoutesOptions) {
  serve(
    app,
    QUICK_KASKO_ENDPOINTS.programs,
    {
      tags: ['quick-kasko'],
      summary: 'Quick kasko programs: sum insured (total) and the premium of a 12-month cover',
    },
    async () => PROGRAMS,
    { config: { dictionary: true } },
  );
  await quickKaskoSale(app, options);
}
