import { Type, type Static } from '@sinclair/typebox';
import { amountUzs, lookupAnswer } from '../common';
import { DriversLimitId, PeriodId } from './fields';
import { GosNumber, Territory, VehicleTypeId } from '../vehicle-fields';

/* OSAGO contract, 3. POST /osago-neo/get-calc-osago/v3 */

export const CalcOsagoRequest = Type.Object(
  {
    gos_number: GosNumber,
    period_id: PeriodId,
    number_drivers_id: DriversLimitId,
    vehicleTypeId: VehicleTypeId,
    drivers: Type.Array(
      Type.String({ pattern: '^([0-9]{14})?$', description: 'PINFL; empty strings are ignored' }),
      { maxItems: 20, description: 'PINFLs of the named drivers (limited policies), may be empty' },
    ),
  },
  { $id: 'OsagoCalcRequest' },
);
export type CalcOsagoRequest = Static<typeof CalcOsagoRequest>;

export const OsagoQuote = Type.Object(
  {
    amount_uzs: amountUzs('base premium of the chosen period, before discount and add-ons'),
    annual_uzs: amountUzs('the same policy for 12 months'),
    insured_sum: amountUzs('insured sum, UZS'),
    territory: Territory,
    insured_until: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        description: 'the last day of a paid OSAGO cover of this car that a new policy could overlap',
      }),
    ),
    next_start_date: Type.Optional(
      Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'the first day a new policy may start' }),
    ),
  },
  { $id: 'OsagoQuote' },
);
export type OsagoQuote = Static<typeof OsagoQuote>;

export const { found: CalcOsagoFound, answer: CalcOsagoResponse } = lookupAnswer('OsagoCalc', {
  response: OsagoQuote,
});
export type CalcOsagoFound = Static<typeof CalcOsagoFound>;

/** `calculation_failed` (error 1): well formed but not priceable, e.g. a limited policy with over 5 PINFLs. */
export type CalcOsagoResponse = Static<typeof CalcOsagoResponse>;
