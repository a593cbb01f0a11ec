import './payment.css';
import { lazy, Suspense, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PromoDetails } from '@polis/api-contract';
import { Button, Spinner } from '@polis/ui';
import { useGetPaymentProvidersQuery } from './payment-api';
import type { IssuedPolicy, PaymentProduct, SavedContract } from './payment-types';
import type { CheckKind } from './model/check-request';
import { paymentDetails } from './model/payment-details';
import { paymentOptions, type PaymentOption } from './model/provider-options';
import { providersRefusalMessageId } from './model/failure-messages';
import { PaymentAmount } from './checkout/payment-amount';
import { ProviderList } from './checkout/provider-list';
import { PromoCode } from './promo/promo-code';
import { usePaymentCheck } from './hooks/use-payment-check';

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
  /** The page already titles the step (a product wizard's step heading): no second "Payment" heading. */
  readonly titled?: boolean;
  /**
   * Provider pages (Payme, Click, Octo, Uzum Nasiya) open in this view and come back to `returnUrl`: the
   * native apps' webview may block new tabs and windows.
   */
  readonly sameView?: boolean;
}

/**
 * Every product's payment step: the amount (with a promo code), the providers of `/contract/get-payment`
 * (checkout links, Octo, saved card with auto-payment, invoice by phone, instalments) and the payment check.
 * Not paid keeps the customer here with payment_not_made; paid hands the policy to the product, once. After a
 * provider page opens the step also checks by itself, quietly (hooks/use-payment-check).
 */
export function PaymentStep({
  contract,
  quotedAmountUzs,
  onPaid,
  product,
  checkKind = 'contract',
  returnUrl,
  titled = false,
  sameView = false,
}: PaymentStepProps) {
  const intl = useIntl();
  const {
    data,
    isFetching,
    error: providersError,
  } = useGetPaymentProvidersQuery({
    contract_id: contract.contractId,
    order_id: contract.orderId,
    ...(returnUrl ? { return_url: returnUrl } : {}),
  });
  const [promo, setPromo] = useState<PromoDetails | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  const providers = data?.data;
  const details = paymentDetails(contract, providers, promo);
  const refusedId = providersRefusalMessageId(providersError);
  const options = refusedId ? [] : paymentOptions(providers, details, isFetching);
  const recalculated = quotedAmountUzs !== undefined && quotedAmountUzs !== contract.amountUzs;

  const report = useCallback(
    (policy: IssuedPolicy) => onPaid({ ...policy, amountUzs: details.price }),
    [onPaid, details.price],
  );
  const { finish, checkNow, checking, errorId, watch, polling } = usePaymentCheck({
    kind: checkKind,
    contractId: contract.contractId,
    orderId: contract.orderId,
    onPaid: report,
  });

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
    if (option.kind === 'invoice')
      return <InvoicePayment contractId={contract.contractId} orderId={contract.orderId} />;
    return (
      <InstallmentPayment
        contractId={contract.contractId}
        orderId={contract.orderId}
        amountUzs={details.price}
        product={product ?? { id: 'insurance', name: intl.formatMessage({ id: 'payment.product.default' }) }}
        callback={returnUrl}
        onPaid={finish}
        sameView={sameView}
      />
    );
  };

  return (
    <section
      className="payment-step"
      {...(titled
        ? { 'aria-label': intl.formatMessage({ id: 'payment.title' }) }
        : { 'aria-labelledby': 'payment-step-title' })}
    >
      {titled ? null : (
        <h2 id="payment-step-title" className="payment-step__title">
          <FormattedMessage id="payment.title" />
        </h2>
      )}
      <PaymentAmount
        price={details.price}
        secondPrice={details.secondPrice}
        recalculatedFrom={recalculated ? quotedAmountUzs : undefined}
      />
      <p className="payment-step__order">
        <FormattedMessage id="payment.order" values={{ order: contract.orderId }} />
      </p>
      <PromoCode
        contractId={contract.contractId}
        orderId={contract.orderId}
        applied={promo}
        onChange={setPromo}
      />
      <p>
        {/* Only a provider's page opens elsewhere: a saved card or an invoice pays here. */}
        <FormattedMessage
          id={
            options.some((o) => o.kind === 'link' || o.kind === 'octo')
              ? sameView
                ? 'payment.chooseSameView'
                : 'payment.choose'
              : 'payment.chooseHere'
          }
        />
      </p>
      {refusedId ? (
        <p className="payment-step__error" role="alert">
          <FormattedMessage id={refusedId} />
        </p>
      ) : null}
      <ProviderList
        options={options}
        chosen={chosen}
        onChoose={setChosen}
        contractId={contract.contractId}
        orderId={contract.orderId}
        returnUrl={returnUrl}
        onProviderOpened={watch}
        sameView={sameView}
        renderPanel={(option) => <Suspense fallback={<Spinner />}>{renderPanel(option)}</Suspense>}
      />
      <div className="payment-step__check">
        <p className="payment-step__hint">
          <FormattedMessage id={sameView ? 'payment.afterPayingSameView' : 'payment.afterPaying'} />
        </p>
        <Button
          type="button"
          className="payment-step__check-button"
          onClick={() => void checkNow()}
          loading={checking}
        >
          {checking
            ? intl.formatMessage({ id: 'payment.checking' })
            : intl.formatMessage({ id: 'payment.check' })}
        </Button>
        {polling ? (
          <p className="payment-step__waiting" role="status">
            <FormattedMessage id="payment.waiting" />
          </p>
        ) : null}
        {errorId ? (
          <p className="payment-step__error" role="alert">
            <FormattedMessage id={errorId} />
          </p>
        ) : null}
      </div>
    </section>
  );
}
