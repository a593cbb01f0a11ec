import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';

// Test-only (not built, not exported): the answers the OSAGO wizard's tests share.

export const OK = { error: 0, result: true, message: 'success' } as const;

/** The registry's look-up of a person's car: the owner masked until their passport and birthday match. */
export const COBALT = {
  gos_number: '01A123BC',
  tech_sery: 'AAF',
  tech_number: '1234567',
  car_model: 'Chevrolet Cobalt',
  car_owner: 'K. Alisher',
  owner_type: 'person',
  inn: null,
  vehicle_type_id: 1,
  issue_year: 2020,
  body_number: 'XWB',
  engine_number: 'B15',
  territory: 'tashkent',
  restricted: false,
};

/** The car look-up and the price of its first step (a year in Tashkent, no limits). */
export const cobaltHandlers = () => [
  http.post(apiUrl('/check-ip'), () => HttpResponse.json({ ...OK, status: 1, response: COBALT })),
  http.post(apiUrl('/osago-neo/get-calc-osago/v3'), () =>
    HttpResponse.json({
      ...OK,
      response: { amount_uzs: 384_000, annual_uzs: 384_000, insured_sum: 80_000_000, territory: 'tashkent' },
    }),
  ),
];
