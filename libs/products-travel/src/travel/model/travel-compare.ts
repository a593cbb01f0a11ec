import type { TravelTarif } from '@polis/api-contract';
import { coverRow, uzsRow, type ProgramComparison } from '@polis/product-kit';

/**
 * What each travel program covers, as the rules say (apps/api/src/rules/rules-text/travel.ts): the same medical
 * care abroad up to the program's sum insured in EUR, at the calculator's price for these answers (add-ons and
 * home cover chosen included), both the server's figures.
 */
export const TRAVEL_COMPARISON: ProgramComparison<TravelTarif> = {
  covered: [
    {
      label: 'travel.compare.sum',
      value: (t, intl) =>
        intl.formatNumber(t.sum_insured, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
    },
    uzsRow('travel.compare.price', (t) => t.prem_uzs),
    coverRow('travel.compare.medical'),
    coverRow('travel.compare.dental'),
    coverRow('travel.compare.transport'),
  ],
  excluded: [
    'travel.compare.planned',
    'travel.compare.pregnancy',
    'travel.compare.drunk',
    'travel.compare.sport',
    'travel.compare.advice',
  ],
};
