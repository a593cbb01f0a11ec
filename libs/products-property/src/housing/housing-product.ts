import { formatPrice } from '@polis/i18n';
import type { ProductDefinition, SaveResult } from '@polis/product-kit';
import { defineStep } from '@polis/wizard-core';
import { useCreateHousingContractMutation } from './api/housing-api';
import { HOUSING_ERRORS } from './model/housing-errors';
import { rulesKeyOf, type HousingSnapshot } from './model/housing-state';
import { savePayload } from './model/save-payload';
import { AddressStep } from './steps/address-step';
import { ApplicantStep } from './steps/applicant-step';
import { ProgramStep } from './steps/program-step';

function useHousingSave() {
  const [create] = useCreateHousingContractMutation();
  return async (
    snap: Partial<HousingSnapshot>,
    { idempotencyKey, amountUzs }: { idempotencyKey: string; amountUzs?: number },
  ): Promise<SaveResult> => {
    const result = await create({ body: savePayload(snap as HousingSnapshot, amountUzs), idempotencyKey });
    if (!result.data) return { error: result.error };
    const r = result.data;
    return {
      contract: {
        contractId: r.contract_id,
        orderId: r.order_id,
        amountUzs: r.amount_uzs,
        paymeUrl: r.payme_url,
        clickUrl: r.click_url,
      },
    };
  };
}

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
    defineStep<HousingSnapshot, 'applicant'>({
      id: 'applicant',
      title: 'housing.step.applicant',
      Component: ApplicantStep,
    }),
    defineStep<HousingSnapshot, 'address'>({
      id: 'address',
      title: 'housing.step.address',
      Component: AddressStep,
    }),
  ],
  errors: HOUSING_ERRORS,
  check: { url: '/sayt/uyjoy-api/check' },
  quote: (snap) => snap.program?.premium,
  summary: (snap, intl) => [
    ...(snap.program
      ? [
          {
            label: intl.formatMessage({ id: 'housing.summary.cover' }),
            value: `${formatPrice(snap.program.total)}`,
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
  useSave: useHousingSave,
};
