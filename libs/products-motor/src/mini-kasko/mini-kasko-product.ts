import { priceText } from '@polis/i18n';
import { MINI_KASKO_PATHS } from '@polis/api-contract/paths';
import { ALERT_MODAL_TEXT, contractSave, type ProductDefinition } from '@polis/product-kit';
import { MINI_KASKO_PREMIUM_UZS, MINI_KASKO_TERM_DAYS } from '@polis/tariffs';
import { defineStep } from '@polis/wizard-core';
import { MINI_KASKO_ERRORS } from './model/mini-kasko-errors';
import type { MiniKaskoSnapshot } from './model/mini-kasko-state';
import { savePayload } from './model/save-payload';
import { ApplicantStep } from './steps/applicant-step';
import { CarStep } from './steps/car-step';
import { ProgramStep } from './steps/program-step';

/** The summary's program, cover and car (monthly mini KASKO's too; the period differs). */
export const programAndCar: NonNullable<ProductDefinition<MiniKaskoSnapshot>['summary']> = (snap, intl) => [
  ...(snap.program
    ? [
        { label: intl.formatMessage({ id: 'miniKasko.summary.program' }), value: snap.program.title },
        {
          label: intl.formatMessage({ id: 'miniKasko.summary.liability' }),
          value: priceText(intl, snap.program.liability),
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
];

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
  // Spec 001: a server fault (500) shows `alert-modal-text`.
  faultMessage: ALERT_MODAL_TEXT,
  check: { url: MINI_KASKO_PATHS.check.path },
  quote: (snap) => snap.program?.premium ?? MINI_KASKO_PREMIUM_UZS,
  summary: (snap, intl) => [
    ...programAndCar(snap, intl),
    {
      label: intl.formatMessage({ id: 'kit.summary.period' }),
      value: intl.formatMessage({ id: 'motor.period.days' }, { count: MINI_KASKO_TERM_DAYS }),
    },
  ],
  useSave: contractSave(MINI_KASKO_PATHS.save, savePayload),
};
