import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';
import { COBALT_IN_REGISTRY } from '@polis/api-contract/examples';

// Test-only (not built, not exported): the answers the OSAGO wizard's tests share.

export const OK = { error: 0, result: true, message: 'success' } as const;

/** The car look-up (the owner masked until their passport matches) and the price of its first step (a year in Tashkent, no limits). */
export const cobaltHandlers = () => [
  http.post(apiUrl('/check-ip'), () => HttpResponse.json({ ...OK, status: 1, response: COBALT_IN_REGISTRY })),
  http.post(apiUrl('/osago-neo/get-calc-osago/v3'), () =>
    HttpResponse.json({
      ...OK,
      response: { amount_uzs: 384_000, annual_uzs: 384_000, insured_sum: 80_000_000, territory: 'tashkent' },
    }),
  ),
];

/** The car step's values after that Cobalt (01A123BC, AAF 1234567) was found, as the save payload reads them. */
export const COBALT_CAR_VALUES = {
  gosNumber: '01A123BC',
  techSery: 'AAF',
  techNumber: '1234567',
  vehicleType: 1,
  carModel: 'Chevrolet Cobalt',
  carOwner: 'Karimov Alisher Bahodirovich',
  ownerType: 'person',
  inn: null,
  territory: 'tashkent',
  restricted: false,
} as const;

/** The dates of an issued policy that can be renewed from 01.12.2026. */
export const RENEWABLE = {
  status: 'issued',
  start_date: '2025-12-01',
  end_date: '2026-11-30',
  next_start_date: '2026-12-01',
} as const;
