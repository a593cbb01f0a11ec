import type { WizardStep } from '@polis/wizard-core';
import { pinfl as pinflSchema } from '@polis/wizard-core';
import { formStep } from '../frame/form-step';
import { PersonFields } from './person-fields';
import { applicantSchema, blankApplicant } from './person.schema';

/**
 * The applicant's step: passport, birthday (18+), the PINFL when `pinfl` (kids' parent) and the phone; the person
 * registry checks them on save.
 */
export const applicantStep = <Snap, K extends keyof Snap & string>(
  id: K,
  title: string,
  { pinfl = false }: { readonly pinfl?: boolean } = {},
): WizardStep<Snap> =>
  formStep<Snap, K>({
    id,
    title,
    schema: pinfl ? applicantSchema().shape({ pinfl: pinflSchema() }) : applicantSchema(),
    values: (initial) => ({ ...blankApplicant(), ...(pinfl ? { pinfl: '' } : {}), ...initial }) as Snap[K],
    Fields: () => <PersonFields phone pinfl={pinfl} />,
  });
