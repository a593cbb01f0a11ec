import { KINDNESS_PATHS } from '@polis/api-contract/paths';
import { contractSave, type ProductDefinition } from '@polis/product-kit';
import { formatPrice } from '@polis/i18n';
import { KINDNESS_COVER, KINDNESS_COVER_MONTHS, kindnessPremium } from '@polis/tariffs';
import { defineStep } from '@polis/wizard-core';
import { KINDNESS_ERRORS } from './model/kindness-errors';
import type { KindnessSnapshot } from './model/kindness-state';
import { savePayload } from './model/save-payload';
import { ProgramStep } from './steps/program-step';
import { ApplicantStep } from './steps/applicant-step';

/** Kindness (spec 001 "Kindness"): a gift policy: program, applicant, then payment and the policy. */
export const KINDNESS: ProductDefinition<KindnessSnapshot> = {
  key: 'kindness',
  analyticsName: 'Kindness insurance',
  titleId: 'kindness.title',
  leadId: 'kindness.lead',
  steps: [
    defineStep<KindnessSnapshot, 'program'>({
      id: 'program',
      title: 'kindness.step.program',
      Component: ProgramStep,
    }),
    defineStep<KindnessSnapshot, 'applicant'>({
      id: 'applicant',
      title: 'kindness.step.applicant',
      Component: ApplicantStep,
    }),
  ],
  errors: KINDNESS_ERRORS,
  check: { url: KINDNESS_PATHS.check.path },
  quote: () => kindnessPremium(),
  summary: (snap, intl) => [
    {
      label: intl.formatMessage({ id: 'kindness.summary.cover' }),
      value: intl.formatMessage({ id: 'i18n.price.uzs' }, { amount: formatPrice(KINDNESS_COVER.accident) }),
    },
    ...(snap.program
      ? [{ label: intl.formatMessage({ id: 'kit.summary.start' }), value: snap.program.startDate }]
      : []),
    {
      label: intl.formatMessage({ id: 'kit.summary.period' }),
      value: intl.formatMessage({ id: 'kit.period.months' }, { count: KINDNESS_COVER_MONTHS }),
    },
  ],
  useSave: contractSave(KINDNESS_PATHS.save, savePayload),
};
