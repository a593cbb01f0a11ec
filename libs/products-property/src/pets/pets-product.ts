import { formatPrice } from '@polis/i18n';
import type { ProductDefinition, SaveOptions, SaveResult } from '@polis/product-kit';
import { PETS_COVER_MONTHS } from '@polis/tariffs';
import { defineStep } from '@polis/wizard-core';
import { useCreatePetsContractMutation } from './api/pets-api';
import { PETS_ERRORS } from './model/pets-errors';
import type { PetsSnapshot } from './model/pets-state';
import { savePayload } from './model/save-payload';
import { ProgramStep } from './steps/program-step';
import { PetStep } from './steps/pet-step';
import { OwnerStep } from './steps/owner-step';

function usePetsSave() {
  const [create] = useCreatePetsContractMutation();
  return async (
    snap: Partial<PetsSnapshot>,
    { idempotencyKey, amountUzs }: SaveOptions,
  ): Promise<SaveResult> => {
    const result = await create({ body: await savePayload(snap as PetsSnapshot, amountUzs), idempotencyKey });
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

/** Pet insurance (spec 001 "Pets"): program, pet, owner, then payment and the policy (README.md). */
export const PETS: ProductDefinition<PetsSnapshot> = {
  key: 'pets',
  analyticsName: 'Pet insurance',
  titleId: 'pets.title',
  leadId: 'pets.lead',
  steps: [
    defineStep<PetsSnapshot, 'program'>({
      id: 'program',
      title: 'pets.step.program',
      Component: ProgramStep,
    }),
    defineStep<PetsSnapshot, 'pet'>({
      id: 'pet',
      title: 'pets.step.pet',
      Component: PetStep,
    }),
    defineStep<PetsSnapshot, 'owner'>({
      id: 'owner',
      title: 'pets.step.owner',
      Component: OwnerStep,
    }),
  ],
  errors: PETS_ERRORS,
  check: { url: '/sayt/pet-insurance/check' },
  quote: (snap) => snap.program?.premium,
  summary: (snap, intl) => [
    ...(snap.program
      ? [{ label: intl.formatMessage({ id: 'pets.summary.cover' }), value: formatPrice(snap.program.total) }]
      : []),
    ...(snap.pet
      ? [
          { label: intl.formatMessage({ id: 'pets.petName' }), value: snap.pet.petName },
          {
            label: intl.formatMessage({ id: 'pets.kind' }),
            value: intl.formatMessage({ id: snap.pet.kind === 'dog' ? 'pets.kind.dog' : 'pets.kind.cat' }),
          },
        ]
      : []),
    ...(snap.owner
      ? [{ label: intl.formatMessage({ id: 'kit.summary.start' }), value: snap.owner.startDate }]
      : []),
    {
      label: intl.formatMessage({ id: 'kit.summary.period' }),
      value: intl.formatMessage({ id: 'kit.period.months' }, { count: PETS_COVER_MONTHS }),
    },
  ],
  useSave: usePetsSave,
};
