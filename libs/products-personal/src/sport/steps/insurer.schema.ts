import { applicantSchema } from '@polis/product-kit';

/** The insurer (payer): an adult resident, checked in the person registry on save. */
export const insurerSchema = applicantSchema();
