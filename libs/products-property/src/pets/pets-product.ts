import { PETS_PATHS } from '@polis/api-contract/paths';
import { formatPrice } from '@polis/i18n';
import { contractSave, type ProductDefinition } from '@polis/product-kit';
import { PETS_COVER_MONTHS } from '@polis/tariffs';
import { defineStep } from '@polis/wizard-core';
import { PETS_ERRORS } from './model/pets-errors';
import type { PetsSnapshot } from './model/pets-state';
import { savePayload } from './model/save-payload';
import { ProgramStep } from './steps/program-step';
import { PetStep } from './steps/pet-step';
import { OwnerStep } from './steps/owner-step';

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
  check: { url: PETS_PATHS.check.path },
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
  useSave: contractSave(PETS_PATHS.save, savePayload),
};
