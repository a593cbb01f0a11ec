import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '@polis/i18n';
import { NAV_GROUPS, PageMeta, ProductGrid } from '@polis/shell';

const STEPS = ['data', 'pay', 'policy'] as const;
const REASONS = ['online', 'licensed', 'claims', 'support'] as const;

export function HomePage() {
  const intl = useIntl();
  return (
    <>
      <PageMeta
        title={intl.formatMessage({ id: 'site.home.title' })}
        description={intl.formatMessage({ id: 'site.home.description' })}
      />
      <section className="site-hero" aria-labelledby="home-title">
        <div className="site-container">
          <h1 id="home-title" className="site-hero__title">
            <FormattedMessage id="site.home.hero.title" />
          </h1>
          <p className="site-hero__lead">
            <FormattedMessage id="site.home.hero.lead" />
          </p>
          <div className="site-hero__actions">
            <LocalizedLink to="osago" className="site-button site-button--primary">
              <FormattedMessage id="site.home.hero.osago" />
            </LocalizedLink>
            <LocalizedLink to="catalogue" className="site-button site-button--secondary">
              <FormattedMessage id="site.home.hero.catalogue" />
            </LocalizedLink>
          </div>
        </div>
      </section>
      <div className="site-container">
        {NAV_GROUPS.map((group) => (
          <section key={group.id} className="site-section" aria-labelledby={`home-group-${group.id}`}>
            <h2 id={`home-group-${group.id}`} className="site-section__title">
              <FormattedMessage id={`shell.nav.group.${group.id}`} />
            </h2>
            <ProductGrid entries={group.products} />
          </section>
        ))}
        <section className="site-section" aria-labelledby="home-how">
          <h2 id="home-how" className="site-section__title">
            <FormattedMessage id="site.home.how.title" />
          </h2>
          <ol className="site-steps">
            {STEPS.map((step) => (
              <li key={step} className="site-steps__item">
                <h3 className="site-steps__title">
                  <FormattedMessage id={`site.home.how.${step}.title`} />
                </h3>
                <p>
                  <FormattedMessage id={`site.home.how.${step}.text`} />
                </p>
              </li>
            ))}
          </ol>
        </section>
        <section className="site-section" aria-labelledby="home-why">
          <h2 id="home-why" className="site-section__title">
            <FormattedMessage id="site.home.why.title" />
          </h2>
          <ul className="site-reasons">
            {REASONS.map((reason) => (
              <li key={reason} className="site-reasons__item">
                <h3 className="site-reasons__title">
                  <FormattedMessage id={`site.home.why.${reason}.title`} />
                </h3>
                <p>
                  <FormattedMessage id={`site.home.why.${reason}.text`} />
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section className="site-section site-band" aria-labelledby="home-business">
          <h2 id="home-business" className="site-section__title">
            <FormattedMessage id="site.home.business.title" />
          </h2>
          <p>
            <FormattedMessage id="site.home.business.text" />
          </p>
          <LocalizedLink to="for-business" className="site-button site-button--secondary">
            <FormattedMessage id="site.home.business.link" />
          </LocalizedLink>
        </section>
      </div>
    </>
  );
}
