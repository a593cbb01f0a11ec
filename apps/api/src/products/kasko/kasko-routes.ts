import type { FastifyInstance } from 'fastify';
import {
  ERROR_RESPONSES,
  KaskoCarsResponse,
  KaskoHisoblashRequest,
  KaskoHisoblashResponse,
  KaskoTarifResponse,
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
import { SUCCESS } from '../osago/osago-failures';

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

/** Kasko's catalogue and prices (spec 001); the save is not built yet (README.md). */
export async function kaskoRoutes(app: FastifyInstance) {
  app.get(
    '/sayt/kasko/cars',
    {
      schema: {
        tags: ['kasko'],
        summary: 'Brands, models and positions with this year prices (5 % less per year of age)',
        response: { 200: KaskoCarsResponse, ...ERROR_RESPONSES },
      },
    },
    async () => CARS,
  );
  app.get(
    '/kasko-neo/get-tarif',
    {
      schema: {
        tags: ['kasko'],
        summary: 'Programs (Basic 1 %, Comfort 1.5 %, Premium 2.5 %) and constructor risks (0.1 %-0.5 %)',
        response: { 200: KaskoTarifResponse, ...ERROR_RESPONSES },
      },
    },
    async () => TARIF,
  );
  app.post<{ Body: KaskoHisoblashRequest }>(
    '/kasko-neo/hisoblash',
    {
      schema: {
        tags: ['kasko'],
        summary: "The three programs' premiums and each constructor risk for a car price",
        body: KaskoHisoblashRequest,
        response: { 200: KaskoHisoblashResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<KaskoHisoblashResponse> => {
      const { price } = request.body;
      return {
        ...SUCCESS,
        ...kaskoProgramPremiums(price),
        konstruktor: KASKO_RISKS.map((r) => ({ id: r.id, premium: Math.round(price * r.rate) })),
      };
    },
  );
}
