import { MOBILE_PRODUCTS, PRODUCT_PAGES, BUSINESS_PRODUCTS, matchRoute } from '@polis/routing';
import { MOBILE_ONLY_PRODUCTS, PRODUCTS, productsForFilter } from './products';

describe('product directory', () => {
  it('lists every product page and business page of the route map, each reachable', () => {
    const pages = PRODUCTS.map((x) => x.page);
    for (const page of PRODUCT_PAGES) expect(pages).toContain(page);
    for (const page of BUSINESS_PRODUCTS) expect(pages).toContain(`for-business/${page}`);
    for (const entry of PRODUCTS) expect(matchRoute(`/uz/${entry.page}`)).not.toBeNull();
  });
  it('covers every mobile route', () => {
    const mobile = [...PRODUCTS, ...MOBILE_ONLY_PRODUCTS].filter((x) => x.mobile).map((x) => x.key);
    expect([...mobile].sort()).toEqual([...MOBILE_PRODUCTS].sort());
  });
  it('filters by category and audience', () => {
    expect(productsForFilter('pets').map((x) => x.key)).toEqual(['pets']);
    expect(productsForFilter('business').every((x) => x.audience === 'business')).toBe(true);
    expect(productsForFilter('natural-person').some((x) => x.key === 'osago')).toBe(true);
    expect(productsForFilter('all')).toHaveLength(PRODUCTS.length);
  });
});
