import { KIDS_PATHS } from '@polis/api-contract/paths';
import { contractSave, type ProductDefinition } from '@polis/product-kit';
import { KIDS_COVER_MONTHS } from '@polis/tariffs';
import { defineStep } from '@polis/wizard-core';
import { KIDS_ERRORS } from './model/kids-errors';
import type { KidsSnapshot } from './model/kids-state';
import { kidsQuote, savePayload } from './model/save-payload';
import { ProgramStep } from './steps/program-step';
import { ParentStep } from './steps/parent-step';
import { KidsStep } from './steps/kids-step';

/** Kids accident insurance (spec 001 "Kids"): program, parent, kids, then payment and the policy. */
export const KIDS: ProductDefinition<KidsSnapshot> = {
  key: 'kids',
  analyticsName: 'Kids insurance',
  titleId: 'kids.title',
  leadId: 'kids.lead',
  steps: [
    defineStep<KidsSnapshot, 'program'>({
      id: 'program',
      title: 'kids.step.program',
      Component: ProgramStep,
    }),
    defineStep<KidsSnapshot, 'parent'>({
      id: 'parent',
      title: 'kids.step.parent',
      Component: ParentStep,
    }),
    defineStep<KidsSnapshot, 'kids'>({
      id: 'kids',
      title: 'kids.step.kids',
      Component: KidsStep,
    }),
  ],
  errors: KIDS_ERRORS,
  check: { url: KIDS_PATHS.check.path },
  quote: kidsQuote,
  summary: (snap, intl) => [
    ...(snap.program
      ? [
          {
            label: intl.formatMessage({ id: 'kids.summary.program' }),
            value: intl.formatMessage({ id: `kids.program.name.${snap.program.programId}` }),
          },
          { label: intl.formatMessage({ id: 'kit.summary.start' }), value: snap.program.startDate },
        ]
      : []),
    ...(snap.kids
      ? [
          {
            label: intl.formatMessage({ id: 'kids.summary.children' }),
            value: String(snap.kids.children.length),
          },
        ]
      : []),
    {
      label: intl.formatMessage({ id: 'kit.summary.period' }),
      value: intl.formatMessage({ id: 'kit.period.months' }, { count: KIDS_COVER_MONTHS }),
    },
  ],
  useSave: contractSave(KIDS_PATHS.save, savePayload),
};
