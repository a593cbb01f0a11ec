import { FormattedMessage, useIntl } from 'react-intl';
import { PageMeta, ProductGrid, PRODUCTS } from '@polis/shell';

const business = PRODUCTS.filter((p) => p.audience === 'business');

/** `for-business`: what the insurer offers companies; each product opens its own page. */
export function BusinessPage() {
  const intl = useIntl();
  return (
    <div className="site-container site-page">
      <PageMeta
        title={intl.formatMessage({ id: 'shell.page.for-business' })}
        description={intl.formatMessage({ id: 'site.business.lead' })}
      />
      <h1 className="site-page__title">
        <FormattedMessage id="shell.page.for-business" />
      </h1>
      <p className="site-page__lead">
        <FormattedMessage id="site.business.lead" />
      </p>
      <ProductGrid entries={business} />
      <section className="site-section site-band" aria-labelledby="business-contact">
        <h2 id="business-contact" className="site-section__title">
          <FormattedMessage id="site.business.contact.title" />
        </h2>
        <p>
          <FormattedMessage
            id="site.business.contact.text"
            values={{ phone: <a href="tel:+998712000000">+998 71 200 00 00</a> }}
          />
        </p>
      </section>
    </div>
  );
}
