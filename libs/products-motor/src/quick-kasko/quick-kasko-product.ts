import { formatPrice } from '@polis/i18n';
import { QUICK_KASKO_PATHS } from '@polis/api-contract/paths';
import { ALERT_MODAL_TEXT, contractSave, type ProductDefinition } from '@polis/product-kit';
import { QUICK_KASKO_COVER_MONTHS, QUICK_KASKO_PROGRAMS } from '@polis/tariffs';
import { defineStep } from '@polis/wizard-core';
import { QUICK_KASKO_ERRORS } from './model/quick-kasko-errors';
import type { QuickKaskoSnapshot } from './model/quick-kasko-state';
import { savePayload } from './model/save-payload';
import { ProgramStep } from './steps/program-step';
import { CarStep } from './steps/car-step';
import { ApplicantStep } from './steps/applicant-step';

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
  // Spec 001: a server fault (500) shows `alert-modal-text`.
  faultMessage: ALERT_MODAL_TEXT,
  check: { url: QUICK_KASKO_PATHS.check.path },
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
  useSave: contractSave(QUICK_KASKO_PATHS.save, savePayload),
};
