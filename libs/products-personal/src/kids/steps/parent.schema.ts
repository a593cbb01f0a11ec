import { applicantSchema } from '@polis/product-kit';
import { pinfl } from '@polis/wizard-core';

/** The parent or legal guardian: an adult, found by passport, birthday and PINFL in the person registry. */
export const parentSchema = applicantSchema().shape({ pinfl: pinfl() });
