import { KINDNESS_PATHS } from '@polis/api-contract/paths';
import { contractSave, summaryFacts, type ProductDefinition } from '@polis/product-kit';
import { priceText } from '@polis/i18n';
import { KINDNESS_COVER, KINDNESS_COVER_MONTHS, kindnessPremium } from '@polis/tariffs';
import { KINDNESS_ERRORS } from './model/kindness-errors';
import type { KindnessSnapshot } from './model/kindness-state';
import { savePayload } from './model/save-payload';
import { applicantStep } from './steps/applicant-step';
import { programStep } from './steps/program-step';

/** Kindness (spec 001 "Kindness"): a gift policy: program, applicant, then payment and the policy. */
export const KINDNESS: ProductDefinition<KindnessSnapshot> = {
  key: 'kindness',
  analyticsName: 'Kindness insurance',
  titleId: 'kindness.title',
  leadId: 'kindness.lead',
  steps: [programStep, applicantStep],
  errors: KINDNESS_ERRORS,
  check: { url: KINDNESS_PATHS.check.path },
  quote: () => kindnessPremium(),
  summary: ({ program }, intl) =>
    summaryFacts(intl, [
      ['kindness.summary.cover', priceText(intl, KINDNESS_COVER.accident)],
      ['kit.summary.start', program?.startDate],
      [
        'kit.summary.period',
        intl.formatMessage({ id: 'kit.period.months' }, { count: KINDNESS_COVER_MONTHS }),
      ],
    ]),
  useSave: contractSave(KINDNESS_PATHS.save, savePayload),
};
