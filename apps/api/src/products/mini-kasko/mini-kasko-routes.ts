import {
  MINI_KASKO_ENDPOINTS,
  type CheckIpResponse,
  type MiniKaskoProgramsResponse,
} from '@polis/api-contract';
import { MINI_KASKO_DESCRIPTIONS, MINI_KASKO_PROGRAMS, MINI_KASKO_TERM_DAYS } from '@polis/tariffs';
import { addDays } from '../../contracts/format';
import { LOOKUP_LIMIT_NOTE } from '../../guards/client-limits';
import { serve } from '../../http/endpoint';
import { findVehicle, vehicleDocsOf, vehicleView } from '../../registries/vehicle-lookup';
import { SUCCESS, lookupFailure } from '../../http/insurer-answers';
import { sellMiniKasko } from '../kit/mini-kasko-checks';
import { saleRoutes } from '../kit/sale';

const PROGRAMS: MiniKaskoProgramsResponse = {
  ...SUCCESS,
  tariflar: MINI_KASKO_PROGRAMS.map((p) => ({
    id: p.id,
    name: p.name,
    premium: p.priceUzs,
    liability: p.coverUzs,
    description: MINI_KASKO_DESCRIPTIONS[p.id],
  })),
};

/**
 * Mini KASKO's sale (README.md beside this file): the kit's mini KASKO checks (program, car, person) at the
 * program's price, a 31-day cover from the next day; the check answers the policy's fields too.
 */
export const miniKaskoRoutes = saleRoutes({
  key: 'mini-kasko',
  tag: 'mini-kasko',
  title: 'mini-kasko',
  save: MINI_KASKO_ENDPOINTS.save,
  check: MINI_KASKO_ENDPOINTS.check,
  saveDescription:
    'The server prices the program from @polis/tariffs. HTTP 422: unknown_program, vehicle_not_found, ' +
    'restricted_model, person_not_found (passport and birthday not in the registry). 400 validation: a day ' +
    'that does not exist.',
  sell: (body, ctx) =>
    sellMiniKasko(body, ctx, (start) => ({
      endDate: addDays(start, MINI_KASKO_TERM_DAYS - 1),
      details: { period_days: MINI_KASKO_TERM_DAYS },
    })),
  checkDocs: {
    summary: 'The mini KASKO policy once paid (order_id; contract_id optional)',
    description:
      'Paid: the /sayt/contract/check answer plus pdf_url, policy_seria, policy_number. Not paid: ' +
      "`{ error: 1, check: false, message: 'payment_not_made' }`. Another product's contract, or ids that " +
      'do not belong together: 404 contract_not_found.',
  },
  paidAnswer: (answer) => ({
    ...answer,
    pdf_url: answer.url,
    policy_seria: answer.polis_seria,
    policy_number: answer.polis_number,
  }),
  // Mini KASKO calls of spec 001 (under /api, channel credential): programs, the car, the kit's save and check.
  routes: async (app, options) => {
    const { db } = options.db;

    serve(
      app,
      MINI_KASKO_ENDPOINTS.programs,
      {
        tags: ['mini-kasko'],
        summary:
          'Mini KASKO programs (tariflar): price and cover of a 31-day policy, descriptions in uz/ru/en',
      },
      async () => PROGRAMS,
      { config: { dictionary: true } },
    );

    serve(
      app,
      MINI_KASKO_ENDPOINTS.checkCar,
      {
        tags: ['mini-kasko'],
        summary: 'The car by plate and technical passport (the vehicle registry, as OSAGO /check-ip)',
        description:
          'Not found: HTTP 200 with error 1, status 0, code vehicle_not_found. `restricted: true` marks a ' +
          'special-purpose model, which the save refuses (422 restricted_model). A person owner is masked ' +
          `(car_owner \`K. Alisher\`). ${LOOKUP_LIMIT_NOTE}`,
      },
      async (request): Promise<CheckIpResponse> => {
        const { gos_number, tech_sery, tech_number } = request.body;
        const vehicle = await findVehicle(db, vehicleDocsOf(gos_number, tech_sery, tech_number));
        if (vehicle) return { ...SUCCESS, status: 1, response: vehicleView(vehicle) };
        return {
          ...lookupFailure(1, 'vehicle_not_found', 'No vehicle with this plate and technical passport'),
          error: 1,
          status: 0,
        };
      },
      { config: { clientLimit: 'lookup' } },
    );
  },
});
