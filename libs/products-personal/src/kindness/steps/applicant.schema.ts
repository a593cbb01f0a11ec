import { object } from 'yup';
import { applicantSchema, personSchema } from '@polis/product-kit';

/** The buyer (an adult with a phone) and the person the gift is for; both are found in the registry on save. */
export const kindnessApplicantSchema = object({ buyer: applicantSchema(), insured: personSchema() });
