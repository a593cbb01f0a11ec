import { PLATFORM_PATHS } from '@polis/api-contract/paths';
import { api } from './api';

export interface Health {
  readonly status: 'ok';
  readonly version: string;
}

/** What a starting price buys (libs/tariffs `StartingPriceUnit`). */
export type ProductPriceUnit = 'year' | 'months' | 'days' | 'day' | 'seat' | 'cover' | 'payroll';

export interface ProductPrice {
  /** Product page key (`osago`, `mini-kasko`, ...). */
  readonly key: string;
  /** Starting price in UZS ("from N so'm"); absent for a share of the payroll. */
  readonly priceFrom?: number;
  /** Starting rate, a fraction of the annual payroll (`unit: 'payroll'`). */
  readonly rateFrom?: number;
  /** A year of cover, a term of `count` months or days, a day, a seat for `count` months, `cover` UZS of cover. */
  readonly unit?: ProductPriceUnit;
  readonly count?: number;
  readonly cover?: number;
}

export interface ProductPrices {
  readonly products: readonly ProductPrice[];
}

/** Calls of the platform itself, used by every host app rather than by one product. */
export const platformApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<Health, void>({ query: () => PLATFORM_PATHS.health.path }),
    getProductPrices: build.query<ProductPrices, void>({
      query: () => PLATFORM_PATHS.products.path,
      // Starting prices change with tariffs, not per visit: one fetch serves every product page of a session.
      keepUnusedDataFor: 60 * 60,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetHealthQuery, useGetProductPricesQuery } = platformApi;
