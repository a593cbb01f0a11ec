import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ScopedMessages, type Messages, type MessageSource } from '@polis/i18n';
import type { Lang } from '@polis/routing';
import { LoadingPage, PageTitle } from '@polis/ui';
import { wizardMessages } from '@polis/wizard-core';
import { kitMessages } from '../kit-messages';
import type { ProductDefinition } from './product-definition';
import { ProductWizard } from './product-wizard';

export interface ProductPageProps<Snap> {
  readonly product: ProductDefinition<Snap>;
  /** The product library's catalogue. */
  readonly messages: MessageSource;
}

/** Loads the product's, the frame's and the payment step's texts with the page, not with the host. */
export function productMessageLoader(messages: MessageSource) {
  return async (lang: Lang): Promise<Messages> => {
    const [wizard, kit, payment, own] = await Promise.all([
      wizardMessages[lang](),
      kitMessages[lang](),
      import('@polis/payment').then((m) => m.paymentMessages[lang]()),
      messages[lang](),
    ]);
    return { ...wizard, ...kit, ...payment, ...own };
  };
}

/** A product's purchase page, the same in the site and the webview (the host gives the layout). */
export function ProductPage<Snap>({ product, messages }: ProductPageProps<Snap>) {
  const load = useMemo(() => productMessageLoader(messages), [messages]);
  return (
    <ScopedMessages load={load} fallback={<LoadingPage />}>
      <ProductContent product={product} />
    </ScopedMessages>
  );
}

function ProductContent<Snap>({ product }: { readonly product: ProductDefinition<Snap> }) {
  const intl = useIntl();
  return (
    <div className="kit-page">
      <PageTitle lead={product.leadId ? intl.formatMessage({ id: product.leadId }) : undefined}>
        {intl.formatMessage({ id: product.titleId })}
      </PageTitle>
      <ProductWizard product={product} />
    </div>
  );
}
