import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { LocalizedLink } from '@polis/i18n';
import { ApplicationForm, RequestMessages, type FactDef } from '@polis/products-business';
import { NotFoundRoute } from '@polis/shell';
import { Article } from './content-article';
import { ContentMessages } from './content-messages';
import { TAKAFUL, TAKAFUL_PRODUCTS, takafulProduct, takafulProductPage } from './takaful-content';

function TakafulProducts() {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage({ id: 'content.takaful.products.heading' })}</h2>
      <ul className="content-cards">
        {TAKAFUL_PRODUCTS.map((product) => (
          <li key={product.slug} className="content-card">
            <h3>
              <LocalizedLink to="takaful/:_product" params={{ _product: product.slug }}>
                {intl.formatMessage({ id: product.title })}
              </LocalizedLink>
            </h3>
            <p>{intl.formatMessage({ id: product.lead })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TakafulPage() {
  return (
    <ContentMessages>
      <Article content={TAKAFUL}>
        <TakafulProducts />
      </Article>
    </ContentMessages>
  );
}

function BackToTakaful() {
  const intl = useIntl();
  return (
    <p className="content-back">
      <LocalizedLink to="takaful">{intl.formatMessage({ id: 'content.takaful.all' })}</LocalizedLink>
    </p>
  );
}

/** The one key fact each takaful application asks. */
const TAKAFUL_FACTS: Readonly<Record<string, readonly FactDef[]>> = {
  family: [{ key: 'insured_people', kind: 'count' }],
  property: [{ key: 'property_value', kind: 'amount' }],
  travel: [{ key: 'travellers', kind: 'count' }],
};

function TakafulApplicationForm({ slug }: { slug: string }) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage({ id: 'business.form.heading' })}</h2>
      <ApplicationForm kind="takaful" product={slug} facts={TAKAFUL_FACTS[slug] ?? []} />
    </section>
  );
}

/** The application's texts load with it (the products library's catalogue). */
const TakafulApplication = ({ slug }: { slug: string }) => (
  <RequestMessages>
    <TakafulApplicationForm slug={slug} />
  </RequestMessages>
);

/** `takaful/:_product`, with its application; an unknown product is a 404. */
export function TakafulProductPage() {
  const product = takafulProduct(useParams()['_product']);
  if (!product) return <NotFoundRoute />;
  return (
    <ContentMessages>
      <Article content={takafulProductPage(product)}>
        <TakafulApplication slug={product.slug} />
        <BackToTakaful />
      </Article>
    </ContentMessages>
  );
}
