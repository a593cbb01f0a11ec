import type { SportSaveResponse } from '@polis/api-contract';
import { SPORT_PATHS } from '@polis/api-contract/paths';
import { applicantStep, contractSave, type ProductDefinition } from '@polis/product-kit';
import { formatPrice, nameIn } from '@polis/i18n';
import { langOfLocale } from '@polis/routing';
import { defineStep } from '@polis/wizard-core';
import { SPORT_ERRORS } from './model/sport-errors';
import type { SportSnapshot } from './model/sport-state';
import { savePayload, sportQuote } from './model/save-payload';

import { SportStep } from './steps/sport-step';
import { SportsmanStep } from './steps/sportsman-step';

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
    applicantStep<SportSnapshot, 'insurer'>('insurer', 'sport.step.insurer'),
    defineStep<SportSnapshot, 'sportsman'>({
      id: 'sportsman',
      title: 'sport.step.sportsman',
      Component: SportsmanStep,
    }),
  ],
  errors: SPORT_ERRORS,
  // Spec 001 section 8: the sport check's error 2 is "payment not made" (its error 1 a network error).
  check: { url: SPORT_PATHS.check.path, notPaidCode: 2 },
  quote: sportQuote,
  summary: (snap, intl) =>
    snap.sport
      ? [
          {
            label: intl.formatMessage({ id: 'sport.summary.sport' }),
            value: nameIn(snap.sport.title, langOfLocale(intl.locale)),
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
  // The save answers an invoice: the ids, the total and the links are read from it.
  useSave: contractSave<SportSnapshot, SportSaveResponse>(SPORT_PATHS.save, savePayload, (saved) => ({
    contract_id: saved.contract_id,
    ...saved.invoice,
  })),
};
