import {
  KASKO_ENDPOINTS,
  type KaskoCarsResponse,
  type KaskoHisoblashResponse,
  type KaskoTarifResponse,
} from '@polis/api-contract';
import {
  KASKO_CARS,
  KASKO_DEFAULT_LIABILITY_UZS,
  KASKO_DEFAULT_PROGRAM_ID,
  KASKO_DEPRECIATION_PER_YEAR,
  KASKO_MIN_PREMIUM_UZS,
  KASKO_PROGRAMS,
  KASKO_RISKS,
  kaskoProgramPremiums,
} from '@polis/tariffs';
import { serve } from '../../http/endpoint';
import { SUCCESS } from '../../http/insurer-answers';
import { saleRoutes } from '../kit/sale';
import { sellKasko } from './kasko-sale';

const CARS: KaskoCarsResponse = {
  ...SUCCESS,
  cars: KASKO_CARS.map((b) => ({
    id: b.id,
    name: b.name,
    models: b.models.map((m) => ({
      id: m.id,
      name: m.name,
      positions: m.positions.map((x) => ({ id: x.id, name: x.name, price: x.priceUzs })),
    })),
  })),
  depreciation_per_year: KASKO_DEPRECIATION_PER_YEAR,
};

const TARIF: KaskoTarifResponse = {
  ...SUCCESS,
  programs: KASKO_PROGRAMS.map((x) => ({ id: x.id, key: x.key, name: x.name, percent: x.rate * 100 })),
  default_program: KASKO_DEFAULT_PROGRAM_ID,
  risks: KASKO_RISKS.map((r) => ({ id: r.id, name: r.name, percent: Math.round(r.rate * 1000) / 10 })),
  default_liability: KASKO_DEFAULT_LIABILITY_UZS,
  min_premium: KASKO_MIN_PREMIUM_UZS,
};

/** Kasko's sale (`kasko-sale.ts`), declared to the server kit: the save and its check. */
export const kaskoRoutes = saleRoutes({
  key: 'kasko',
  tag: 'kasko',
  title: 'kasko',
  save: KASKO_ENDPOINTS.save,
  check: KASKO_ENDPOINTS.check,
  saveSummary:
    'Save a kasko application (catalogue car and year, program or constructor) and get its payment links',
  saveDescription:
    "The server prices the car's year (5 % less per year of age) and the premium from @polis/tariffs; once the " +
    'vehicle registry finds the car, its model and year of issue win. HTTP 422: unknown_car, car_too_old (20 ' +
    'years or more), unknown_program, unknown_risk, vehicle_not_found, restricted_model, person_not_found, ' +
    "model_mismatch (the registry's model is another catalogue model), year_mismatch (the registry's year is " +
    'another; both name the registry car in response). 400 validation: a malformed body, a future year, ' +
    'program_type 0 without program_id or with risks, program_type 1 without risks, a liability limit for a ' +
    'risk not chosen, a day that does not exist.',
  sell: sellKasko,
  // Kasko's catalogue, prices, save and payment check (spec 001; README.md beside this file).
  routes: (app) => {
    serve(
      app,
      KASKO_ENDPOINTS.cars,
      {
        tags: ['kasko'],
        summary: 'Brands, models and positions with this year prices (5 % less per year of age)',
      },
      async () => CARS,
      { config: { dictionary: true } },
    );
    serve(
      app,
      KASKO_ENDPOINTS.tariff,
      {
        tags: ['kasko'],
        summary: 'Programs (Basic 1 %, Comfort 1.5 %, Premium 2.5 %) and constructor risks (0.1 %-0.5 %)',
      },
      async () => TARIF,
      { config: { dictionary: true } },
    );
    serve(
      app,
      KASKO_ENDPOINTS.calculate,
      { tags: ['kasko'], summary: "The three programs' premiums and each constructor risk for a car price" },
      async (request): Promise<KaskoHisoblashResponse> => {
        const { price } = request.body;
        return {
          ...SUCCESS,
          ...kaskoProgramPremiums(price),
          konstruktor: KASKO_RISKS.map((r) => ({ id: r.id, premium: Math.round(price * r.rate) })),
        };
      },
    );
  },
});
