import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { LocalizedLink } from '@polis/i18n';
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

/** `takaful/:_product`; an unknown product is a 404. */
export function TakafulProductPage() {
  const product = takafulProduct(useParams()['_product']);
  if (!product) return <NotFoundRoute />;
  return (
    <ContentMessages>
      <Article content={takafulProductPage(product)}>
        <BackToTakaful />
      </Article>
    </ContentMessages>
  );
}
