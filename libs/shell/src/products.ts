import { TAKAFUL_PRODUCT_SLUGS, type CatalogueFilter } from '@polis/routing';

export type ProductCategory = Exclude<CatalogueFilter, 'all' | 'business' | 'natural-person'>;
export type Audience = 'natural-person' | 'business';

export interface ProductEntry {
  /** Product key; also its message ids `shell.product.<key>` and `shell.product.<key>.tagline`. */
  readonly key: string;
  /** Route pattern of its page on the site, without the language prefix. */
  readonly page: string;
  readonly category: ProductCategory;
  readonly audience: Audience;
  /** Product-type icon id of spec 000 section 9. */
  readonly iconId: number;
  /** Shown in the mobile catalogue (webview) at `mobile/<key>`. */
  readonly mobile?: boolean;
  /**
   * A product with no public price, priced by a quote: its card says so ("price on request", or "calculated for
   * your company" for DMS) instead of a "from" price. Every other card's price comes from the API's catalogue
   * prices (libs/tariffs `STARTING_PRICES`).
   */
  readonly quote?: 'request' | 'company';
}

const p = (
  key: string,
  category: ProductCategory,
  iconId: number,
  extra: Partial<ProductEntry> = {},
): ProductEntry => ({ key, page: key, category, audience: 'natural-person', iconId, ...extra });
const b = (key: string, category: ProductCategory, iconId: number): ProductEntry => ({
  key: `business-${key}`,
  page: `for-business/${key}`,
  category,
  audience: 'business',
  iconId,
  // DMS is priced for the company's staff and chosen cover; the other business lines by the insurer's quote.
  quote: key === 'dms' ? 'company' : 'request',
});
/** Category and icon of each takaful product page (`takaful/:_product`). */
const TAKAFUL_LINES: Readonly<
  Record<(typeof TAKAFUL_PRODUCT_SLUGS)[number], readonly [ProductCategory, number]>
> = {
  family: ['health', 30],
  property: ['property', 32],
  travel: ['travel', 7],
};
/** Takaful contributions are set with each participant (the application on its page): no public price. */
const takaful: readonly ProductEntry[] = [
  p('takaful', 'other', 30, { quote: 'request' }),
  ...TAKAFUL_PRODUCT_SLUGS.map((slug) =>
    p(`takaful-${slug}`, TAKAFUL_LINES[slug][0], TAKAFUL_LINES[slug][1], {
      page: `takaful/${slug}`,
      quote: 'request',
    }),
  ),
];

/**
 * Every product the marketplace lists, until each product library exports its own catalogue entry.
 * Order is the order of the site's menus and catalogue.
 */
export const PRODUCTS: readonly ProductEntry[] = [
  p('osago', 'auto', 1, { mobile: true }),
  p('osago-limited', 'auto', 1),
  p('kasko', 'auto', 11, { mobile: true }),
  p('mini-kasko', 'auto', 58, { mobile: true }),
  p('quick-car-insurance', 'auto', 34, { mobile: true }),
  p('osgop', 'auto', 1),
  p('travel', 'travel', 7, { mobile: true }),
  p('travel-minimal', 'travel', 7),
  p('travel-around-uzbekistan', 'travel', 51, { mobile: true }),
  p('housing', 'property', 32, { mobile: true }),
  p('documents', 'property', 59, { mobile: true }),
  p('pets', 'pets', 56, { mobile: true }),
  p('accident', 'health', 4, { mobile: true }),
  p('accident-driver', 'health', 4),
  p('accident-student', 'health', 4),
  p('accident-teacher', 'health', 4),
  p('accident-foreign', 'health', 4),
  p('kids', 'health', 4, { mobile: true }),
  p('sport', 'health', 5, { mobile: true }),
  p('job-loss', 'other', 68, { mobile: true }),
  p('kindness', 'health', 4),
  ...takaful,
  p('osgor', 'other', 4, { audience: 'business' }),
  b('dms', 'health', 30),
  b('ipoteka', 'property', 57),
  b('property', 'property', 57),
  b('accident', 'health', 4),
  b('auto-loan', 'auto', 11),
  b('car-leasing', 'auto', 11),
  b('loan-insurance', 'other', 68),
  b('advance-payment', 'other', 68),
  b('property-leasing', 'property', 57),
  b('surety-insurance', 'other', 68),
  b('special-equipment', 'auto', 58),
  b('transport-mortgage', 'auto', 34),
  b('manufacturing-accident', 'health', 4),
];

/** Mobile-only product pages of the webview (not sold on the site under this key). */
export const MOBILE_ONLY_PRODUCTS: readonly ProductEntry[] = [
  p('monthly-kasko', 'auto', 58, { mobile: true }),
];

export const productByKey = (key: string): ProductEntry | undefined =>
  [...PRODUCTS, ...MOBILE_ONLY_PRODUCTS].find((entry) => entry.key === key);

/** Products shown for a catalogue filter: a category, an audience, or all. */
export function productsForFilter(filter: CatalogueFilter = 'all'): ProductEntry[] {
  if (filter === 'all') return [...PRODUCTS];
  if (filter === 'business' || filter === 'natural-person')
    return PRODUCTS.filter((x) => x.audience === filter);
  return PRODUCTS.filter((x) => x.category === filter);
}
