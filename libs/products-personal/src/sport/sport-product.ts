import type { ProductDefinition, SaveOptions, SaveResult } from '@polis/product-kit';
import { formatPrice } from '@polis/i18n';
import { defineStep } from '@polis/wizard-core';
import { useCreateSportContractMutation } from './api/sport-api';
import { SPORT_ERRORS } from './model/sport-errors';
import type { SportSnapshot } from './model/sport-state';
import { savePayload, sportQuote } from './model/save-payload';

const lang = (locale: string): 'uz' | 'ru' | 'en' =>
  locale.startsWith('ru') ? 'ru' : locale.startsWith('en') ? 'en' : 'uz';
import { SportStep } from './steps/sport-step';
import { InsurerStep } from './steps/insurer-step';
import { SportsmanStep } from './steps/sportsman-step';

function useSportSave() {
  const [create] = useCreateSportContractMutation();
  return async (
    snap: Partial<SportSnapshot>,
    { idempotencyKey, amountUzs }: SaveOptions,
  ): Promise<SaveResult> => {
    const result = await create({ body: savePayload(snap as SportSnapshot, amountUzs), idempotencyKey });
    if (!result.data) return { error: result.error };
    const r = result.data;
    return {
      contract: {
        contractId: r.contract_id,
        orderId: r.invoice.order_id,
        amountUzs: r.invoice.amount_uzs,
        paymeUrl: r.invoice.payme_url,
        clickUrl: r.invoice.click_url,
      },
    };
  };
}

/** Sportsman insurance (spec 001 "Sport"): sport and period, insurer, sportsman, then payment and the policy. */
export const SPORT: ProductDefinition<SportSnapshot> = {
  key: 'sport',
  analyticsName: 'Sports insurance',
  titleId: 'sport.title',
  leadId: 'sport.lead',
  steps: [
    defineStep<SportSnapshot, 'sport'>({
      id: 'sport',
      title: 'sport.step.sport',
      Component: SportStep,
    }),
    defineStep<SportSnapshot, 'insurer'>({
      id: 'insurer',
      title: 'sport.step.insurer',
      Component: InsurerStep,
    }),
    defineStep<SportSnapshot, 'sportsman'>({
      id: 'sportsman',
      title: 'sport.step.sportsman',
      Component: SportsmanStep,
    }),
  ],
  errors: SPORT_ERRORS,
  // Spec 001 section 8: the sport check's error 2 is "payment not made" (its error 1 a network error).
  check: { url: '/sayt/sportsman/check/v2', notPaidCode: 2 },
  quote: sportQuote,
  summary: (snap, intl) =>
    snap.sport
      ? [
          {
            label: intl.formatMessage({ id: 'sport.summary.sport' }),
            value: snap.sport.title[lang(intl.locale)],
          },
          {
            label: intl.formatMessage({ id: 'sport.amount' }),
            value: intl.formatMessage(
              { id: 'i18n.price.uzs' },
              { amount: formatPrice(Number(snap.sport.amount)) },
            ),
          },
          { label: intl.formatMessage({ id: 'kit.summary.start' }), value: snap.sport.startDate },
          {
            label: intl.formatMessage({ id: 'kit.summary.period' }),
            value: intl.formatMessage({ id: 'kit.period.months' }, { count: snap.sport.months }),
          },
        ]
      : [],
  useSave: useSportSave,
};
