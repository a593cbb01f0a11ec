import { object } from 'yup';
import { startDate } from '@polis/wizard-core';

/** The server's window: tomorrow (no cover for an accident already under way) to 90 days ahead. */
export const periodSchema = object({ startDate: startDate({ from: 1, to: 90 }) });
