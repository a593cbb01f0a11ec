/**
 * Product-type ids the cabinet's icons are keyed by (spec 000 section 9: 1 osago, 2 cylinder, 4 accident,
 * 5 sportsman, 7 travel, 11 kasko, 30 dms, 32 home, 34 kasko, 51 uzbekistan travel, 56 pets, 57 premium
 * home, 58 kasko, 59 docs, 68 job loss; default travel). The spec names three kasko ids without saying
 * which is which: 11 full kasko, 34 mini kasko, 58 the monthly and quick kinds. Kids cover is accident
 * cover; liability products without an icon of their own get the spec's default.
 */
const PRODUCT_TYPE_IDS: Readonly<Record<string, number>> = {
  osago: 1,
  'osago-limited': 1,
  accident: 4,
  'accident-driver': 4,
  'accident-student': 4,
  'accident-teacher': 4,
  'accident-foreign': 4,
  kids: 4,
  sport: 5,
  travel: 7,
  'travel-minimal': 7,
  kasko: 11,
  dms: 30,
  housing: 32,
  'mini-kasko': 34,
  'travel-around-uzbekistan': 51,
  pets: 56,
  'premium-property': 57,
  'monthly-kasko': 58,
  'quick-car-insurance': 58,
  documents: 59,
  'job-loss': 68,
};

export const DEFAULT_PRODUCT_TYPE_ID = 7;

export const productTypeIdOf = (product: string): number =>
  Object.prototype.hasOwnProperty.call(PRODUCT_TYPE_IDS, product)
    ? PRODUCT_TYPE_IDS[product]
    : DEFAULT_PRODUCT_TYPE_ID;

/** Takaful (Islamic insurance) products are keyed `takaful` or `takaful-<kind>` (route takaful/{_product}). */
export const takofulOf = (product: string): 0 | 1 =>
  product === 'takaful' || product.startsWith('takaful-') ? 1 : 0;
