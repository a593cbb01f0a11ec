import { apiErrorMessageId, isApiError } from '@polis/api-client';
import type { WizardStep } from '@polis/wizard-core';
import { pinfl as pinflSchema } from '@polis/wizard-core';
import { formStep } from '../frame/form-step';
import { PersonFields } from './person-fields';
import { applicantSchema, blankApplicant, type ApplicantValues } from './person.schema';
import { useFindPersonMutation } from './person-api';

/**
 * The applicant is found in the person registry on the step itself, as OSAGO finds its owner: an unknown passport
 * and birthday is said here, beside the fields, not by the save at the last step.
 */
function useApplicantCheck() {
  const [findPerson] = useFindPersonMutation();
  return async <V extends ApplicantValues>(values: V): Promise<V | string> => {
    const found = await findPerson({
      birthday: values.birthday,
      passportSeria: values.passportSery,
      passportNumber: values.passportNumber,
    });
    if (!('error' in found)) return values;
    return isApiError(found.error) && Number(found.error.code) === 1
      ? 'kit.applicant.notFound'
      : apiErrorMessageId(found.error);
  };
}

/**
 * The applicant's step: passport, birthday (18+), the PINFL when `pinfl` (kids' parent) and the phone; the person
 * registry is asked on Next (the save asks it again).
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
    useCheck: () => {
      const check = useApplicantCheck();
      return (values) => check(values as ApplicantValues) as Promise<Snap[K] | string>;
    },
  });
