import { applicantSchema } from '@polis/product-kit';
import { startDate } from '@polis/wizard-core';

/** The owner (an adult, found in the person registry by the server) and the start: tomorrow to 90 days. */
export const ownerSchema = applicantSchema().shape({ startDate: startDate({ from: 1, to: 90 }) });
