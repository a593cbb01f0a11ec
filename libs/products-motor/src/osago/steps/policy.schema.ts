import { boolean, number, object, string } from 'yup';
import { isoDate } from '../model/dates';

export const policySchema = object({
  type: number().oneOf([1, 4]).required(),
  period: number().oneOf([1, 2]).required(),
  startDate: string()
    .required('osago.form.required')
    .test('real-day', 'osago.form.date', (value) => !value || isoDate(value) !== null),
  accident: boolean(),
  gazBalloon: boolean(),
  gosNumberInsurance: boolean(),
  miniKaskoSpecial: boolean(),
  miniKaskoProgram: number(),
});
