import type { TravelUzbTariff } from '@polis/api-contract';
import { coverRow, uzsRow, type ProgramComparison } from '@polis/product-kit';

/**
 * What each tariff of travel around Uzbekistan covers, as its rules say
 * (apps/api/src/rules/rules-text/travel-around-uzbekistan.ts): the same risks under every tariff, up to the
 * tariff's liability per tourist, at its price a day per tourist (both the server's figures).
 */
export const TAU_COMPARISON: ProgramComparison<TravelUzbTariff> = {
  caption: 'tau.compare.caption',
  covered: [
    uzsRow('tau.compare.liability', (t) => t.liability),
    uzsRow('tau.compare.premium', (t) => t.premium),
    coverRow('tau.compare.accident'),
    coverRow('tau.compare.medical'),
    coverRow('tau.compare.transport'),
  ],
  excluded: ['tau.compare.chronic', 'tau.compare.drunk', 'tau.compare.extreme'],
};
