import { KIDS_PATHS } from '@polis/api-contract/paths';
import type { KidsErrorCode } from '@polis/api-contract';
import {
  applicantStep,
  contractSave,
  field,
  page,
  summaryFacts,
  type ErrorTable,
  type ProductDefinition,
} from '@polis/product-kit';
import { KIDS_COVER_MONTHS } from '@polis/tariffs';
import type { KidsSnapshot } from './model/kids-state';
import { kidsQuote, savePayload } from './model/save-payload';
import { kidsStep } from './steps/kids-step';
import { programStep } from './steps/program-step';

/** Every refusal of the save, once; `price_mismatch` is the kit's. Spec 001 section 8: `datas_not_found`. */
const KIDS_ERRORS: ErrorTable<KidsErrorCode> = {
  person_not_found: field('kids.error.datasNotFound', 'parent', 'pinfl'),
  validation: page('kids.error.maybeDataIsIncorrect'),
};

/** Kids accident insurance (spec 001 "Kids"): program, parent, kids, then payment and the policy. */
export const KIDS: ProductDefinition<KidsSnapshot> = {
  key: 'kids',
  analyticsName: 'Kids insurance',
  titleId: 'kids.title',
  leadId: 'kids.lead',
  steps: [
    programStep,
    applicantStep<KidsSnapshot, 'parent'>('parent', 'kids.step.parent', { pinfl: true }),
    kidsStep,
  ],
  errors: KIDS_ERRORS,
  check: { url: KIDS_PATHS.check.path },
  quote: kidsQuote,
  summary: ({ program, kids }, intl) =>
    summaryFacts(intl, [
      [
        'kids.summary.program',
        program && intl.formatMessage({ id: `kids.program.name.${program.programId}` }),
      ],
      ['kit.summary.start', program?.startDate],
      ['kids.summary.children', kids?.children.length],
      ['kit.summary.period', intl.formatMessage({ id: 'kit.period.months' }, { count: KIDS_COVER_MONTHS })],
    ]),
  useSave: contractSave(KIDS_PATHS.save, savePayload),
};
