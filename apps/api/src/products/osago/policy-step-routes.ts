import type { FastifyInstance } from 'fastify';
import {
  OSAGO_ENDPOINTS,
  type CalcOsagoResponse,
  type CheckDiscountResponse,
  type DriverCheckResponse,
} from '@polis/api-contract';
import { MAX_NAMED_DRIVERS, OSAGO_MAX_START_AHEAD_DAYS } from '@polis/tariffs';
import type { Db } from '../../db/database';
import { LOOKUP_LIMIT_NOTE } from '../../guards/client-limits';
import { findPerson, fullNameOf } from '../../registries/person-lookup';
import { discountPercent, entitledDiscount, NO_DISCOUNT } from './discount';
import { findLicence } from '../../registries/licence-lookup';
import { addDays, formatDate, tashkentDate } from '../../contracts/format';
import { paidCoverOverlapping } from '../../contracts/vehicle-cover';
import { SUCCESS, lookupFailure } from '../../http/insurer-answers';
import { quote } from './pricing';
import { Issues } from '../../http/issues';
import { serve } from '../../http/endpoint';
import { plateOf, seriesOf } from '../../registries/registry-keys';

/** Price quote, driver and discount checks of the OSAGO wizard (spec 000 section 7). */
export async function policyStepRoutes(app: FastifyInstance, { db: { db } }: { db: Db }) {
  serve(
    app,
    OSAGO_ENDPOINTS.calculate,
    {
      tags: ['osago'],
      summary: 'Base premium (no discount, no add-ons) from @polis/tariffs',
      description:
        'The territory comes from the plate (an unknown layout is the abroad tariff). A car with a paid OSAGO ' +
        'policy that a new one starting within 90 days would overlap is named with insured_until and ' +
        'next_start_date (the save refuses those days with error 11). Failure 1 calculation_failed: a limited ' +
        'policy with more than 5 driver PINFLs.',
    },
    async (request): Promise<CalcOsagoResponse> => {
      const body = request.body;
      const named = body.drivers.filter(Boolean);
      if (body.number_drivers_id === 4 && named.length > MAX_NAMED_DRIVERS) {
        return lookupFailure(
          1,
          'calculation_failed',
          `A limited policy names at most ${MAX_NAMED_DRIVERS} drivers`,
        );
      }
      const plate = plateOf(body.gos_number);
      const today = tashkentDate(new Date());
      const cover = await paidCoverOverlapping(db, plate, today, addDays(today, OSAGO_MAX_START_AHEAD_DAYS));
      const insured = cover ? { insured_until: cover.until, next_start_date: addDays(cover.until, 1) } : {};
      const price = { plate, vehicleTypeId: body.vehicleTypeId, periodId: body.period_id };
      return { ...SUCCESS, response: { ...quote({ ...price, driversLimit: body.number_drivers_id }), ...insured } };
    },
  );

  serve(
    app,
    OSAGO_ENDPOINTS.driverCheck,
    {
      tags: ['osago'],
      summary: "A driver's names and driving licence by passport and birthday",
      description:
        'Failure 1 driver_data_not_found; failure 2 license_not_found still carries the names (the ' +
        'wizard asks for the licence to be typed). Wrong birthdays count against the passport (5 an hour, ' +
        `then 429 rate_limited). ${LOOKUP_LIMIT_NOTE}`,
    },
    async (request): Promise<DriverCheckResponse> => {
      const issues = new Issues();
      const birthday = issues.date('/birthday', request.body.birthday);
      issues.throwIfAny();
      const person = await findPerson(db, {
        birthday,
        passport: { series: seriesOf(request.body.seria), number: request.body.number },
      });
      if (!person)
        return lookupFailure(1, 'driver_data_not_found', 'No person with this passport and birthday');
      const names = {
        full_name: fullNameOf(person),
        name: person.first_name,
        middlename: person.middle_name,
        lastname: person.last_name,
        pinfl: person.pinfl,
      };
      const licence = await findLicence(db, { pinfl: person.pinfl });
      if (!licence)
        return {
          ...lookupFailure(2, 'license_not_found', 'No driving licence on record: type the licence data'),
          ...names,
        };
      return {
        ...SUCCESS,
        ...names,
        licenseSeria: licence.series,
        licenseNumber: licence.number,
        licenseIssueDate: formatDate(licence.issue_date),
      };
    },
    { config: { clientLimit: 'lookup' } },
  );

  serve(
    app,
    OSAGO_ENDPOINTS.checkDiscount,
    {
      tags: ['osago'],
      summary: "The owner's benefit category (discountId) for this vehicle",
      description:
        'Identifies the person by passport (series and number); a PINFL given beside it must be theirs, and a ' +
        'PINFL alone is refused (400): a benefit can be disability, health data. ' +
        'Answers discountId 1 (none) unless that person holds a benefit and owns the vehicle govnomber, ' +
        'so a passport number alone never reveals a benefit (disability is health data). ' +
        LOOKUP_LIMIT_NOTE,
    },
    async (request): Promise<CheckDiscountResponse> => {
      // Empty strings and null both mean "not given" (the forms send "" for blanks).
      const { passportSeries: series, passportNumber: number, pinfl, govnomber: plate } = request.body;
      const issues = new Issues();
      if (Boolean(series) !== Boolean(number))
        issues.add(
          series ? '/passportNumber' : '/passportSeries',
          'is required with the other passport field',
        );
      else if (!series)
        issues.add(
          '/passportSeries',
          'passportSeries and passportNumber are required (a PINFL alone is not)',
        );
      issues.throwIfAny();
      const person = await db
        .selectFrom('persons')
        .select('pinfl')
        .where('passport_series', '=', seriesOf(series ?? ''))
        .where('passport_number', '=', number ?? '')
        .executeTakeFirst();
      const consistent = person && (!pinfl || person.pinfl === pinfl);
      const discountId =
        consistent && plate ? await entitledDiscount(db, person.pinfl, plateOf(plate)) : NO_DISCOUNT;
      return { ...SUCCESS, discountId, percent: discountPercent(discountId) };
    },
    { config: { clientLimit: 'lookup' } },
  );
}
