import { NEWS_SLUGS, TAKAFUL_PRODUCT_SLUGS } from '@polis/routing';
import { NEWS } from './news-content';
import { TAKAFUL_PRODUCTS } from './takaful-content';

// The sitemap (and the prerender) list the news articles and takaful products from @polis/routing: an article
// or product added here must be added there too, or it stays out of search engines.
describe('public slugs of @polis/routing', () => {
  it('are the news articles the site publishes', () => {
    expect([...NEWS_SLUGS].sort()).toEqual(NEWS.map((n) => n.slug).sort());
  });
  it('are the takaful products the site describes', () => {
    expect([...TAKAFUL_PRODUCT_SLUGS].sort()).toEqual(TAKAFUL_PRODUCTS.map((p) => p.slug).sort());
  });
});
