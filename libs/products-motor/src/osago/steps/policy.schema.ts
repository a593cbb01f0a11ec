import { boolean, number, object, string } from 'yup';
import { isoDate } from '@polis/wizard-core';
import { earliestStartDisplay, isAcceptedStart, latestStartDisplay } from '../model/dates';

export const policySchema = object({
  type: number().oneOf([1, 4]).required(),
  period: number().oneOf([1, 2]).required(),
  startDate: string()
    .required('osago.form.required')
    .test('real-day', 'osago.form.date', (value) => !value || isoDate(value) !== null)
    .test(
      'accepted-start',
      () => ({
        id: 'osago.form.startDateRange',
        values: { min: earliestStartDisplay(), max: latestStartDisplay() },
      }),
      (value) => !value || isoDate(value) === null || isAcceptedStart(value),
    ),
  accident: boolean(),
  gazBalloon: boolean(),
  gosNumberInsurance: boolean(),
  miniKaskoSpecial: boolean(),
  miniKaskoProgram: number(),
});
