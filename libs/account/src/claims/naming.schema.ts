import { object, string } from 'yup';
import type { PolicyNaming } from './claims-api';

export interface NamingValues {
  by: 'number' | 'plate';
  policy_series: string;
  policy_number: string;
  plate: string;
}

/** The policy by its series and number (`EIOO`, `0000004`), or an OSAGO car by its plate (`01A123BC`). */
export const namingSchema = object({
  by: string().oneOf(['number', 'plate']).required(),
  policy_series: string().when('by', {
    is: 'number',
    then: (s) =>
      s.required('account.form.required').matches(/^[A-Za-z]{2,6}$/, 'account.claimFlow.error.series'),
  }),
  policy_number: string().when('by', {
    is: 'number',
    then: (s) => s.required('account.form.required').matches(/^\d{1,10}$/, 'account.claimFlow.error.number'),
  }),
  plate: string().when('by', {
    is: 'plate',
    then: (s) =>
      s.required('account.form.required').matches(/^[0-9A-Za-z ]{4,12}$/, 'account.claimFlow.error.plate'),
  }),
});

export function namingOf(values: NamingValues): PolicyNaming {
  return values.by === 'plate'
    ? { plate: values.plate.replace(/\s+/g, '').toUpperCase() }
    : {
        policy_series: values.policy_series.trim().toUpperCase(),
        policy_number: values.policy_number.trim(),
      };
}
