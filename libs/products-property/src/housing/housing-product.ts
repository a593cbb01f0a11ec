import { HOUSING_PATHS } from '@polis/api-contract/paths';
import { priceText } from '@polis/i18n';
import { applicantStep, contractSave, type ProductDefinition } from '@polis/product-kit';
import { defineStep } from '@polis/wizard-core';
import { HOUSING_ERRORS } from './model/housing-errors';
import { rulesKeyOf, type HousingSnapshot } from './model/housing-state';
import { savePayload } from './model/save-payload';
import { AddressStep } from './steps/address-step';
import { ProgramStep } from './steps/program-step';

/** Home insurance (spec 001 "Housing"): Program, Applicant, Address, then payment and the policy. */
export const HOUSING: ProductDefinition<HousingSnapshot> = {
  key: 'housing',
  analyticsName: 'Housing',
  titleId: 'housing.title',
  leadId: 'housing.lead',
  rulesKey: (snap) => rulesKeyOf(snap.program?.programId),
  steps: [
    defineStep<HousingSnapshot, 'program'>({
      id: 'program',
      title: 'housing.step.program',
      Component: ProgramStep,
    }),
    applicantStep<HousingSnapshot, 'applicant'>('applicant', 'housing.step.applicant'),
    defineStep<HousingSnapshot, 'address'>({
      id: 'address',
      title: 'housing.step.address',
      Component: AddressStep,
    }),
  ],
  errors: HOUSING_ERRORS,
  check: { url: HOUSING_PATHS.check.path },
  quote: (snap) => snap.program?.premium,
  summary: (snap, intl) => [
    ...(snap.program
      ? [
          {
            label: intl.formatMessage({ id: 'housing.summary.cover' }),
            value: priceText(intl, snap.program.total),
          },
        ]
      : []),
    ...(snap.address
      ? [
          {
            label: intl.formatMessage({ id: 'housing.summary.houseType' }),
            value: intl.formatMessage({
              id: snap.address.houseType === '2' ? 'housing.summary.house' : 'housing.summary.flat',
            }),
          },
          { label: intl.formatMessage({ id: 'housing.address' }), value: snap.address.address },
          { label: intl.formatMessage({ id: 'kit.summary.start' }), value: snap.address.startDate },
          {
            label: intl.formatMessage({ id: 'kit.summary.period' }),
            value: intl.formatMessage({ id: 'kit.period.months' }, { count: 12 }),
          },
        ]
      : []),
  ],
  useSave: contractSave(HOUSING_PATHS.save, savePayload),
};
