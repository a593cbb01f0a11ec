import type { OsgopSaveResponse } from '@polis/api-contract';
import { OSGOP_PATHS } from '@polis/api-contract/paths';
import { contractSave, type ProductDefinition } from '@polis/product-kit';
import { formatPrice } from '@polis/i18n';
import { osgopInsuredSum, osgopTerm } from '@polis/tariffs';
import { defineStep } from '@polis/wizard-core';
import { OSGOP_ERRORS } from './model/osgop-errors';
import type { OsgopSnapshot } from './model/osgop-state';
import { savePayload } from './model/save-payload';
import { CarStep } from './steps/car-step';
import { PersonalStep } from './steps/personal-step';
import { PolicyStep } from './steps/policy-step';

/** OSGOP — carrier liability to passengers: car, personal, policy, then payment and the policy (README.md beside this file). */
export const OSGOP: ProductDefinition<OsgopSnapshot> = {
  key: 'osgop',
  analyticsName: 'OSGOP — carrier liability to passengers',
  titleId: 'osgop.title',
  leadId: 'osgop.lead',
  steps: [
    defineStep<OsgopSnapshot, 'car'>({
      id: 'car',
      title: 'osgop.step.car',
      Component: CarStep,
    }),
    defineStep<OsgopSnapshot, 'personal'>({
      id: 'personal',
      title: 'osgop.step.personal',
      Component: PersonalStep,
    }),
    defineStep<OsgopSnapshot, 'policy'>({
      id: 'policy',
      title: 'osgop.step.policy',
      Component: PolicyStep,
    }),
  ],
  errors: OSGOP_ERRORS,
  check: 'contract',
  quote: (snap) => snap.policy?.price,
  summary: (snap, intl) => [
    ...(snap.car
      ? [
          {
            label: intl.formatMessage({ id: 'motor.car.summary' }),
            value: `${snap.car.model} · ${snap.car.gosNumber}`,
          },
          { label: intl.formatMessage({ id: 'osgop.summary.carrier' }), value: snap.car.carrier },
          {
            label: intl.formatMessage({ id: 'osgop.summary.cover' }),
            value: `${formatPrice(osgopInsuredSum(snap.car.seats))} (${snap.car.seats} × ${formatPrice(osgopInsuredSum(1))})`,
          },
        ]
      : []),
    ...(snap.policy
      ? [
          { label: intl.formatMessage({ id: 'kit.summary.start' }), value: snap.policy.beginDate },
          {
            label: intl.formatMessage({ id: 'kit.summary.period' }),
            value: intl.formatMessage(
              { id: 'kit.period.months' },
              { count: osgopTerm(Number(snap.policy.dateType))?.months ?? 12 },
            ),
          },
        ]
      : []),
  ],
  // The answer names the contract `id` and the Click link `url`.
  useSave: contractSave(OSGOP_PATHS.save, savePayload, (r: OsgopSaveResponse) => ({
    contract_id: r.id,
    order_id: r.order_id,
    amount_uzs: r.amount_uzs,
    payme_url: r.payme_url,
    click_url: r.url,
  })),
};
