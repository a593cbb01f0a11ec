import { missingPages } from '@polis/shell';
import { sitePages } from './pages';
import { productKeyOf } from './pages/product-page';

it('has a page for every route the site owns', () => {
  expect(missingPages({ app: 'site', pages: sitePages })).toEqual([]);
});

it.each([
  ['/ru/osago/beeline', 'osago'],
  ['/uz/for-business/dms', 'business-dms'],
  ['/uz/for-business/dms/clinics', 'business-dms'],
  ['/en/o-renew/500001/77', 'osago'],
  ['/en/travel-around-uzbekistan', 'travel-around-uzbekistan'],
  ['/en/nowhere', null],
])('the product of %s is %s', (path, key) => {
  expect(productKeyOf(path)).toBe(key);
});
