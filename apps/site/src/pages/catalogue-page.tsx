import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { CATALOGUE_FILTERS, type CatalogueFilter } from '@polis/routing';
import { LocalizedNavLink } from '@polis/i18n';
import { PageMeta, ProductGrid, productsForFilter } from '@polis/shell';

/** Product catalogue filtered by category or audience (`catalogue/:filter?`, validated by the route rules). */
export function CataloguePage() {
  const intl = useIntl();
  const filter = (useParams()['filter'] ?? 'all') as CatalogueFilter;
  const entries = productsForFilter(filter);
  return (
    <div className="site-container site-page">
      <PageMeta
        title={intl.formatMessage({ id: 'shell.page.catalogue' })}
        description={intl.formatMessage({ id: 'site.catalogue.description' })}
      />
      <h1 className="site-page__title">
        <FormattedMessage id="shell.page.catalogue" />
      </h1>
      <nav aria-label={intl.formatMessage({ id: 'site.catalogue.filters' })}>
        <ul className="site-chips">
          {CATALOGUE_FILTERS.map((f) => (
            <li key={f}>
              <LocalizedNavLink
                to={f === 'all' ? 'catalogue' : 'catalogue/:filter?'}
                params={{ filter: f }}
                end
                className={({ isActive }) => `site-chip${isActive ? ' site-chip--active' : ''}`}
              >
                <FormattedMessage id={`site.catalogue.filter.${f}`} />
              </LocalizedNavLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-page__lead" role="status">
        <FormattedMessage id="site.catalogue.count" values={{ count: entries.length }} />
      </p>
      <ProductGrid entries={entries} />
    </div>
  );
}
