import { formatPrice } from '@polis/i18n';
import type { ProductDefinition, SaveOptions, SaveResult } from '@polis/product-kit';
import { QUICK_KASKO_COVER_MONTHS, QUICK_KASKO_PROGRAMS } from '@polis/tariffs';
import { defineStep } from '@polis/wizard-core';
import { useCreateQuickKaskoContractMutation } from './api/quick-kasko-api';
import { QUICK_KASKO_ERRORS } from './model/quick-kasko-errors';
import type { QuickKaskoSnapshot } from './model/quick-kasko-state';
import { savePayload } from './model/save-payload';
import { ProgramStep } from './steps/program-step';
import { CarStep } from './steps/car-step';
import { ApplicantStep } from './steps/applicant-step';

function useQuickKaskoSave() {
  const [create] = useCreateQuickKaskoContractMutation();
  return async (
    snap: Partial<QuickKaskoSnapshot>,
    { idempotencyKey, amountUzs }: SaveOptions,
  ): Promise<SaveResult> => {
    const result = await create({ body: savePayload(snap as QuickKaskoSnapshot, amountUzs), idempotencyKey });
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

/** Quick kasko (tez KASKO, spec 001): Program, Car data, Applicant, then payment and the policy (README.md). */
export const QUICK_KASKO: ProductDefinition<QuickKaskoSnapshot> = {
  key: 'quick-kasko',
  analyticsName: 'Quick car insurance',
  titleId: 'quickKasko.title',
  leadId: 'quickKasko.lead',
  steps: [
    defineStep<QuickKaskoSnapshot, 'program'>({
      id: 'program',
      title: 'quickKasko.step.program',
      Component: ProgramStep,
    }),
    defineStep<QuickKaskoSnapshot, 'car'>({
      id: 'car',
      title: 'quickKasko.step.car',
      Component: CarStep,
    }),
    defineStep<QuickKaskoSnapshot, 'applicant'>({
      id: 'applicant',
      title: 'quickKasko.step.applicant',
      Component: ApplicantStep,
    }),
  ],
  errors: QUICK_KASKO_ERRORS,
  check: { url: '/sayt/tez-kasko/check' },
  quote: (snap) => snap.program?.premium ?? QUICK_KASKO_PROGRAMS[0].premiumUzs,
  summary: (snap, intl) => [
    ...(snap.program
      ? [
          { label: intl.formatMessage({ id: 'quickKasko.summary.program' }), value: snap.program.title },
          {
            label: intl.formatMessage({ id: 'quickKasko.summary.total' }),
            value: formatPrice(snap.program.total),
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
      value: intl.formatMessage({ id: 'kit.period.months' }, { count: QUICK_KASKO_COVER_MONTHS }),
    },
  ],
  useSave: useQuickKaskoSave,
};
