export type ProductIconKind =
  | 'osago'
  | 'cylinder'
  | 'accident'
  | 'sportsman'
  | 'travel'
  | 'kasko'
  | 'dms'
  | 'home'
  | 'uzbekistan-travel'
  | 'pets'
  | 'premium-home'
  | 'docs'
  | 'job-loss';

// The insurer's product-type ids (spec). Three ids are kinds of KASKO and share its icon.
const KIND_BY_TYPE_ID: ReadonlyMap<number, ProductIconKind> = new Map([
  [1, 'osago'],
  [2, 'cylinder'],
  [4, 'accident'],
  [5, 'sportsman'],
  [7, 'travel'],
  [11, 'kasko'],
  [30, 'dms'],
  [32, 'home'],
  [34, 'kasko'],
  [51, 'uzbekistan-travel'],
  [56, 'pets'],
  [57, 'premium-home'],
  [58, 'kasko'],
  [59, 'docs'],
  [68, 'job-loss'],
]);

/** The icon of a product type; an id the spec does not list gets the travel icon, as the spec says. */
export function productIconKind(productTypeId: number): ProductIconKind {
  return KIND_BY_TYPE_ID.get(productTypeId) ?? 'travel';
}
