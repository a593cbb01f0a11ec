import './payment.css';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PromoDetails } from '@polis/api-contract';
import { Button, Spinner } from '@polis/ui';
import { useCheckPaymentMutation, useGetPaymentProvidersQuery } from './payment-api';
import type { IssuedPolicy, PaymentProduct, SavedContract } from './payment-types';
import type { CheckKind } from './model/check-request';
import { checkFailureMessageId } from './model/failure-messages';
import { issuedPolicyFromCheck } from './model/issued-policy';
import { paymentDetails } from './model/payment-details';
import { paymentOptions, type PaymentOption } from './model/provider-options';
import { PaymentAmount } from './checkout/payment-amount';
import { ProviderList } from './checkout/provider-list';
import { PromoCode } from './promo/promo-code';

// The flows of their own load when chosen: most customers pay by a link and never download them.
const CardPayment = lazy(() => import('./card/card-payment').then((m) => ({ default: m.CardPayment })));
const InvoicePayment = lazy(() =>
  import('./invoice/invoice-payment').then((m) => ({ default: m.InvoicePayment })),
);
const InstallmentPayment = lazy(() =>
  import('./installment/installment-payment').then((m) => ({ default: m.InstallmentPayment })),
);

export interface PaymentStepProps {
  readonly contract: SavedContract;
  /** The price the customer saw before saving; a different server amount is pointed out. */
  readonly quotedAmountUzs?: number;
  readonly onPaid: (policy: IssuedPolicy) => void;
  /** The instalment order's product row; a generic "insurance policy" without it. */
  readonly product?: PaymentProduct;
  /** The product's check call (spec 001 per product); the general contract check by default. */
  readonly checkKind?: CheckKind;
  /** Where provider pages send the customer back (a path here); the server's thank-you page by default. */
  readonly returnUrl?: string;
}

/**
 * Every product's payment step: the amount (with a promo code), the providers of `/contract/get-payment`
 * (checkout links, Octo, saved card with auto-payment, invoice by phone, instalments) and the payment check.
 * Not paid keeps the customer here with payment_not_made; paid hands the policy to the product, once.
 */
export function PaymentStep({
  contract,
  quotedAmountUzs,
  onPaid,
  product,
  checkKind = 'contract',
  returnUrl,
}: PaymentStepProps) {
  const intl = useIntl();
  const { data, isFetching } = useGetPaymentProvidersQuery({
    contract_id: contract.contractId,
    ...(returnUrl ? { return_url: returnUrl } : {}),
  });
  const [check, { isLoading: checking }] = useCheckPaymentMutation();
  const [promo, setPromo] = useState<PromoDetails | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [errorId, setErrorId] = useState<string | null>(null);
  const paid = useRef(false);

  const providers = data?.data;
  const details = paymentDetails(contract, providers, promo);
  const options = paymentOptions(providers, details, isFetching);
  const recalculated = quotedAmountUzs !== undefined && quotedAmountUzs !== contract.amountUzs;

  // Two paths can report the same payment (a focus-triggered confirm and a click): the product hears it once.
  const finish = useCallback(
    (policy: IssuedPolicy) => {
      if (paid.current) return;
      paid.current = true;
      onPaid({ ...policy, amountUzs: details.price });
    },
    [onPaid, details.price],
  );

  const onCheck = async () => {
    setErrorId(null);
    const result = await check({
      kind: checkKind,
      contractId: contract.contractId,
      orderId: contract.orderId,
    });
    if ('data' in result && result.data) finish(issuedPolicyFromCheck(result.data));
    else setErrorId(checkFailureMessageId(result.error));
  };

  const renderPanel = (option: PaymentOption) => {
    if (option.kind === 'card')
      return (
        <CardPayment
          contractId={contract.contractId}
          orderId={contract.orderId}
          checkKind={checkKind}
          onPaid={finish}
        />
      );
    if (option.kind === 'invoice') return <InvoicePayment contractId={contract.contractId} />;
    return (
      <InstallmentPayment
        contractId={contract.contractId}
        amountUzs={details.price}
        product={product ?? { id: 'insurance', name: intl.formatMessage({ id: 'payment.product.default' }) }}
        callback={returnUrl}
        onPaid={finish}
      />
    );
  };

  return (
    <section className="payment-step" aria-labelledby="payment-step-title">
      <h2 id="payment-step-title" className="payment-step__title">
        <FormattedMessage id="payment.title" />
      </h2>
      <PaymentAmount
        price={details.price}
        secondPrice={details.secondPrice}
        recalculatedFrom={recalculated ? quotedAmountUzs : undefined}
      />
      <p className="payment-step__order">
        <FormattedMessage id="payment.order" values={{ order: contract.orderId }} />
      </p>
      <PromoCode contractId={contract.contractId} applied={promo} onChange={setPromo} />
      <p>
        <FormattedMessage id="payment.choose" />
      </p>
      <ProviderList
        options={options}
        chosen={chosen}
        onChoose={setChosen}
        contractId={contract.contractId}
        returnUrl={returnUrl}
        renderPanel={(option) => <Suspense fallback={<Spinner />}>{renderPanel(option)}</Suspense>}
      />
      <p className="payment-step__hint">
        <FormattedMessage id="payment.afterPaying" />
      </p>
      <Button type="button" onClick={onCheck} loading={checking} block>
        {checking
          ? intl.formatMessage({ id: 'payment.checking' })
          : intl.formatMessage({ id: 'payment.check' })}
      </Button>
      {errorId ? (
        <p className="payment-step__error" role="alert">
          <FormattedMessage id={errorId} />
        </p>
      ) : null}
    </section>
  );
}
