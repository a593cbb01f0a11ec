/**
 * Starting prices of the mobile catalogue, UZS (spec 001 section 9). Fixed here until the tariff tables
 * move into the database; osago's 168 000 is the 2019-2025 minimum the spec quotes.
 */
export const PRODUCT_PRICES: readonly { key: string; priceFrom: number }[] = [
  { key: 'osago', priceFrom: 168_000 },
  { key: 'mini-kasko', priceFrom: 60_000 },
  { key: 'travel', priceFrom: 55_000 },
  { key: 'travel-around-uzbekistan', priceFrom: 50_000 },
  { key: 'kasko', priceFrom: 400_000 },
  { key: 'kids', priceFrom: 50_000 },
  { key: 'documents', priceFrom: 20_000 },
  { key: 'housing', priceFrom: 140_000 },
  { key: 'pets', priceFrom: 500_000 },
];
