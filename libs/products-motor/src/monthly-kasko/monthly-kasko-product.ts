import { createElement } from 'react';
import { MONTHLY_KASKO_PATHS } from '@polis/api-contract/paths';
import { contractSave, type ProductDefinition } from '@polis/product-kit';
import { MINI_KASKO, programAndCar } from '../mini-kasko/mini-kasko-product';
import type { MiniKaskoSnapshot } from '../mini-kasko/model/mini-kasko-state';
import { savePayload } from '../mini-kasko/model/save-payload';
import { MonthlyPlan } from './monthly-plan';

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
  check: { url: MONTHLY_KASKO_PATHS.check.path },
  summary: (snap, intl) => [
    ...programAndCar(snap, intl),
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
  useSave: contractSave(MONTHLY_KASKO_PATHS.save, savePayload),
};
