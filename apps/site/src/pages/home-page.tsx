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
        <CardSection id="how" ordered keys={STEPS} />
        <CardSection id="why" keys={REASONS} />
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

/** A titled list of short cards whose texts are `site.home.<id>.<key>.title` and `.text`. */
function CardSection({
  id,
  keys,
  ordered = false,
}: {
  id: string;
  keys: readonly string[];
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  const block = ordered ? 'site-steps' : 'site-reasons';
  return (
    <section className="site-section" aria-labelledby={`home-${id}`}>
      <h2 id={`home-${id}`} className="site-section__title">
        <FormattedMessage id={`site.home.${id}.title`} />
      </h2>
      <List className={block}>
        {keys.map((key) => (
          <li key={key} className={`${block}__item`}>
            <h3 className={`${block}__title`}>
              <FormattedMessage id={`site.home.${id}.${key}.title`} />
            </h3>
            <p>
              <FormattedMessage id={`site.home.${id}.${key}.text`} />
            </p>
          </li>
        ))}
      </List>
    </section>
  );
}
