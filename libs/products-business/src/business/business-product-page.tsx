import { lazy, Suspense, useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { combineMessageSources, LocalizedLink, ScopedMessages } from '@polis/i18n';
import { NotFoundRoute, PageMeta } from '@polis/shell';
import { LoadingPage } from '@polis/ui';
import { wizardMessages } from '@polis/wizard-core';
import { kitMessages } from '@polis/product-kit';
import { businessMessages } from '../business-messages';
import type { BusinessProduct as BusinessProductSlug } from '@polis/routing';
import { ApplicationForm } from '../requests/application-form';
import { BUSINESS_PAGES, isBusinessPage } from './business-products';

const load = combineMessageSources(wizardMessages, kitMessages, businessMessages);

/**
 * `for-business/dms` is the DMS constructor (with its application), loaded on its own: the route list in
 * `routes.ts` stays one loader for every business slug (the site's initial JavaScript).
 */
const DmsConstructorPage = lazy(() =>
  import('../dms/constructor-page').then((m) => ({ default: m.DmsConstructorPage })),
);

/** `for-business/<slug>`: the slug is the last path segment (each route is registered on its own). */
export function BusinessProductPage() {
  const slug = useLocation().pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (!isBusinessPage(slug)) return <NotFoundRoute />;
  if (slug === 'dms') {
    return (
      <Suspense fallback={<LoadingPage />}>
        <DmsConstructorPage />
      </Suspense>
    );
  }
  return (
    <ScopedMessages load={load} fallback={<LoadingPage />}>
      <BusinessProduct slug={slug} />
    </ScopedMessages>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="site-section business-section" aria-labelledby={id}>
      <h2 id={id} className="site-section__title">
        <FormattedMessage id={heading} />
      </h2>
      {children}
    </section>
  );
}

function BusinessProduct({ slug }: { slug: BusinessProductSlug }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="site-container site-page business-page">
      <PageMeta
        title={t(`shell.product.business-${slug}`)}
        description={t(`shell.product.business-${slug}.tagline`)}
      />
      <p className="business-page__back">
        <LocalizedLink to="for-business">{t('business.backToAll')}</LocalizedLink>
      </p>
      <h1 className="site-page__title">{t(`shell.product.business-${slug}`)}</h1>
      <p className="site-page__lead">{t(`shell.product.business-${slug}.tagline`)}</p>
      <Section heading="business.section.covers">
        <p>{t(`business.${slug}.covers`)}</p>
      </Section>
      <Section heading="business.section.who">
        <p>{t(`business.${slug}.who`)}</p>
      </Section>
      <Section heading="business.section.documents">
        <p>{t(`business.${slug}.docs`)}</p>
      </Section>
      <Section heading="business.section.how">
        <ol>
          {[1, 2, 3, 4].map((n) => (
            <li key={n}>{t(`business.how.${n}`)}</li>
          ))}
        </ol>
      </Section>
      <Section heading="business.section.tariff">
        <p>{t(`business.${slug}.tariff`)}</p>
        <p>{t('business.tariff.note')}</p>
      </Section>
      <Section heading="business.form.heading">
        <ApplicationForm kind="business" product={slug} facts={BUSINESS_PAGES[slug]} />
      </Section>
    </div>
  );
}
