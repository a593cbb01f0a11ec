import { createElement } from 'react';
import { formatPrice } from '@polis/i18n';
import type { ProductDefinition, SaveOptions, SaveResult } from '@polis/product-kit';
import { MINI_KASKO_PREMIUM_UZS } from '@polis/tariffs';
import { MINI_KASKO } from '../mini-kasko/mini-kasko-product';
import type { MiniKaskoSnapshot } from '../mini-kasko/model/mini-kasko-state';
import { savePayload } from '../mini-kasko/model/save-payload';
import { useCreateMonthlyKaskoContractMutation } from './api/monthly-kasko-api';
import { MonthlyPlan } from './monthly-plan';

function useMonthlyKaskoSave() {
  const [create] = useCreateMonthlyKaskoContractMutation();
  return async (
    snap: Partial<MiniKaskoSnapshot>,
    { idempotencyKey, amountUzs }: SaveOptions,
  ): Promise<SaveResult> => {
    const result = await create({ body: savePayload(snap as MiniKaskoSnapshot, amountUzs), idempotencyKey });
    if (!result.data) return { error: result.error };
    const r = result.data;
    return {
      contract: {
        contractId: r.contract_id,
        orderId: r.order_id,
        amountUzs: r.amount_uzs,
        paymeUrl: r.payme_url,
        clickUrl: r.click_url,
      },
    };
  };
}

/**
 * Monthly mini KASKO (webview): mini KASKO's steps (program, car, applicant) and its refusals; the premium is
 * one month's, paid by the saved card with its SMS code, and the API charges the next months (README.md).
 */
export const MONTHLY_KASKO: ProductDefinition<MiniKaskoSnapshot> = {
  ...MINI_KASKO,
  key: 'monthly-kasko',
  analyticsName: 'Monthly mini KASKO',
  titleId: 'monthlyKasko.title',
  leadId: 'monthlyKasko.lead',
  rulesKey: 'mini-kasko',
  check: { url: '/monthly-kasko/check' },
  quote: (snap) => snap.program?.premium ?? MINI_KASKO_PREMIUM_UZS,
  summary: (snap, intl) => [
    ...(snap.program
      ? [
          { label: intl.formatMessage({ id: 'miniKasko.summary.program' }), value: snap.program.title },
          {
            label: intl.formatMessage({ id: 'miniKasko.summary.liability' }),
            value: formatPrice(snap.program.liability),
          },
        ]
      : []),
    ...(snap.car
      ? [
          {
            label: intl.formatMessage({ id: 'motor.car.summary' }),
            value: `${snap.car.carModel}, ${snap.car.issueYear} · ${snap.car.gosNumber}`,
          },
        ]
      : []),
    {
      label: intl.formatMessage({ id: 'kit.summary.period' }),
      value: intl.formatMessage({ id: 'monthlyKasko.summary.period' }),
    },
  ],
  // The kit hands its own steps' values too: the saved application names the plan after purchase.
  aside: (snap, active) => {
    const saved = (snap as { payment?: { contractId: number; orderId: string } }).payment;
    return active === 'download' && saved
      ? createElement(MonthlyPlan, { contractId: saved.contractId, orderId: saved.orderId })
      : null;
  },
  useSave: useMonthlyKaskoSave,
};
