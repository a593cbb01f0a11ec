import { formatPrice } from '@polis/i18n';
import type { ProductDefinition, SaveOptions, SaveResult } from '@polis/product-kit';
import { MINI_KASKO_PREMIUM_UZS, MINI_KASKO_TERM_DAYS } from '@polis/tariffs';
import { defineStep } from '@polis/wizard-core';
import { useCreateMiniKaskoContractMutation } from './api/mini-kasko-api';
import { MINI_KASKO_ERRORS } from './model/mini-kasko-errors';
import type { MiniKaskoSnapshot } from './model/mini-kasko-state';
import { savePayload } from './model/save-payload';
import { ApplicantStep } from './steps/applicant-step';
import { CarStep } from './steps/car-step';
import { ProgramStep } from './steps/program-step';

function useMiniKaskoSave() {
  const [create] = useCreateMiniKaskoContractMutation();
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

/** Mini KASKO (spec 001): Program, Car data, Applicant, then payment and the policy (README.md). */
export const MINI_KASKO: ProductDefinition<MiniKaskoSnapshot> = {
  key: 'mini-kasko',
  analyticsName: 'Mini KASKO',
  titleId: 'miniKasko.title',
  leadId: 'miniKasko.lead',
  steps: [
    defineStep<MiniKaskoSnapshot, 'program'>({
      id: 'program',
      title: 'miniKasko.step.program',
      Component: ProgramStep,
    }),
    defineStep<MiniKaskoSnapshot, 'car'>({
      id: 'car',
      title: 'miniKasko.step.car',
      Component: CarStep,
    }),
    defineStep<MiniKaskoSnapshot, 'applicant'>({
      id: 'applicant',
      title: 'miniKasko.step.applicant',
      Component: ApplicantStep,
    }),
  ],
  errors: MINI_KASKO_ERRORS,
  check: { url: '/minikasko_neo/getPolicy' },
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
      value: intl.formatMessage({ id: 'motor.period.days' }, { count: MINI_KASKO_TERM_DAYS }),
    },
  ],
  useSave: useMiniKaskoSave,
};
