import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@polis/ui';
import type { IssuedPolicy, PaymentProduct } from '../payment-types';
import {
  useCheckInstallmentBuyerMutation,
  useConfirmInstallmentContractMutation,
  useCreateInstallmentOrderMutation,
} from '../payment-api';
import { openPendingWindow } from '../hooks/pending-window';
import { failureCode } from '../model/failure-code';
import { INSTALLMENT_FAILURE } from '../model/failure-messages';
import { installmentOrderRequest } from '../model/installment-order';
import { initialInstallmentState, installmentReducer } from '../model/installment-state';
import { installmentPhone } from '../model/phone';
import { InstallmentOrderPanel } from './installment-order-panel';
import { InstallmentPeriodModal } from './installment-period-modal';
import { InstallmentPhoneModal } from './installment-phone-modal';
import { orderRef } from '../model/order-ref';

export interface InstallmentPaymentProps {
  readonly contractId: number;
  /** The order id the save answered: the capability of the instalment calls. */
  readonly orderId?: string;
  /** What the contract costs now (after a promo code). */
  readonly amountUzs: number;
  readonly product: PaymentProduct;
  readonly callback?: string;
  readonly onPaid: (policy: IssuedPolicy) => void;
  /** Uzum Nasiya's page replaces this view (the native apps' webview); it returns to `callback`. */
  readonly sameView?: boolean;
}

const startedState = () => installmentReducer(initialInstallmentState, { type: 'started' });

/**
 * Uzum Nasiya instalments (spec 000 section 4): phone modal -> period modal -> the order's page in a new
 * window -> confirm-contract, which pays the contract and answers the policy. Coming back to this tab
 * confirms by itself; "not confirmed yet" is then not worth an error.
 */
export function InstallmentPayment({
  contractId,
  orderId,
  amountUzs,
  product,
  callback,
  onPaid,
  sameView = false,
}: InstallmentPaymentProps) {
  const [state, dispatch] = useReducer(installmentReducer, undefined, startedState);
  const [checkBuyer] = useCheckInstallmentBuyerMutation();
  const [createOrder] = useCreateInstallmentOrderMutation();
  const [confirmContract] = useConfirmInstallmentContractMutation();
  const [confirming, setConfirming] = useState(false);
  const inFlight = useRef(false);
  const { order, phoneModal, periodModal } = state;

  const submitPhone = async (phone: string) => {
    dispatch({ type: 'phoneSubmitted', phone });
    const result = await checkBuyer({
      phone_number: installmentPhone(phone),
      contract_id: contractId,
      ...orderRef(orderId),
    });
    if ('data' in result && result.data) {
      dispatch({
        type: 'buyerChecked',
        offer: { periods: result.data.periods, buyerId: result.data.data.buyer_id },
      });
    } else dispatch({ type: 'buyerRefused', error: INSTALLMENT_FAILURE });
  };

  const submitOrder = async () => {
    const offer = periodModal.response;
    if (!offer || periodModal.selectedPeriod === null) return;
    const page = openPendingWindow(sameView);
    const result = await createOrder(
      installmentOrderRequest({
        contractId,
        orderId,
        buyerId: offer.buyerId,
        period: periodModal.selectedPeriod,
        amountUzs,
        product,
        callback,
      }),
    );
    if ('data' in result && result.data) {
      const d = result.data.data;
      page.go(d.webview_path);
      dispatch({
        type: 'orderCreated',
        order: {
          uzumContractId: d.contract_id,
          webviewPath: d.webview_path,
          period: d.period,
          monthlyAmount: d.monthly_amount,
        },
      });
      return;
    }
    page.cancel();
    dispatch({ type: 'orderRefused', error: INSTALLMENT_FAILURE });
  };

  const confirm = useCallback(
    async (quiet: boolean) => {
      if (!order || inFlight.current) return;
      inFlight.current = true;
      setConfirming(true);
      const result = await confirmContract({
        uzum_contract_id: order.uzumContractId,
        neo_contract_id: contractId,
        ...orderRef(orderId),
      });
      inFlight.current = false;
      setConfirming(false);
      if ('data' in result && result.data) {
        const d = result.data.data;
        onPaid({ series: d.polis_seria, number: d.polis_number, url: d.url });
        return;
      }
      if (quiet && failureCode(result.error) === 'order_not_confirmed') return;
      dispatch({ type: 'confirmRefused', error: INSTALLMENT_FAILURE });
    },
    [confirmContract, contractId, orderId, onPaid, order],
  );

  // The buyer confirms in the other window and comes back: try at once instead of waiting for a click.
  useEffect(() => {
    if (!order || order.error) return;
    const onReturn = () => {
      if (document.visibilityState === 'visible') void confirm(true);
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [confirm, order]);

  return (
    <div className="payment-panel">
      {order ? (
        <InstallmentOrderPanel
          order={order}
          confirming={confirming}
          onConfirm={() => void confirm(false)}
          sameView={sameView}
        />
      ) : (
        <>
          <p className="payment-step__hint">
            <FormattedMessage id="payment.installment.lead" />
          </p>
          <Button variant="secondary" onClick={() => dispatch({ type: 'started' })}>
            <FormattedMessage id="payment.installment.start" />
          </Button>
        </>
      )}
      <InstallmentPhoneModal
        open={phoneModal.open}
        phone={phoneModal.phone}
        error={phoneModal.error}
        onSubmit={submitPhone}
        onClose={() => dispatch({ type: 'closed' })}
      />
      <InstallmentPeriodModal
        open={periodModal.open}
        offer={periodModal.response}
        selected={periodModal.selectedPeriod}
        error={periodModal.error}
        onChoose={(period) => dispatch({ type: 'periodChosen', period })}
        onSubmit={submitOrder}
        onClose={() => dispatch({ type: 'closed' })}
      />
    </div>
  );
}
