import {
  DOCUMENT_TYPES,
  DOCUMENTS_PREMIUM_UZS,
  GOV_OBJECT_TYPE_ID,
  documentsLiability,
  documentsPremium,
} from './documents';

it('starts at 20 000 UZS: the cheapest kind', () => {
  expect(Math.min(...DOCUMENT_TYPES.map((t) => t.premium))).toBe(DOCUMENTS_PREMIUM_UZS);
  expect(documentsPremium([31])).toBe(20_000);
});

it('adds the premiums and liabilities of the chosen kinds, each kind once', () => {
  expect(documentsPremium([31, 33, GOV_OBJECT_TYPE_ID])).toBe(20_000 + 25_000 + 50_000);
  expect(documentsPremium([31, 31])).toBe(20_000);
  expect(documentsLiability([31, 34])).toBe(3_000_000);
  expect(documentsPremium([])).toBe(0);
});

it('has the special government object as type 38, and unique ids', () => {
  expect(DOCUMENT_TYPES.some((t) => t.id === 38)).toBe(true);
  expect(new Set(DOCUMENT_TYPES.map((t) => t.id)).size).toBe(DOCUMENT_TYPES.length);
});
