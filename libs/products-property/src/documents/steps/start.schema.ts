import { object } from 'yup';
import { startDate } from '@polis/wizard-core';

/** From tomorrow to 30 days ahead, as the server accepts (apps/api/src/products/documents). */
export const startSchema = object({ startDate: startDate({ from: 1, to: 30 }) });
