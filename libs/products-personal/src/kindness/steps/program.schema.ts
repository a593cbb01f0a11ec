import { object } from 'yup';
import { startDate } from '@polis/wizard-core';

export const programSchema = object({ startDate: startDate({ from: 1, to: 90 }) });
