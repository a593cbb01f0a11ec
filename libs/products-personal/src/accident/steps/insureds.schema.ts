import { array, boolean, object, string, type AnyObjectSchema } from 'yup';
import { ACCIDENT_MAX_INSUREDS } from '@polis/tariffs';
import { ageInYears, birthday, passportNumber, passportSeries, phone998 } from '@polis/wizard-core';
import type { AudiencePreset } from '../model/accident-audience';

const LATIN = /^[A-Za-z][A-Za-z' -]*$/;
const latinName = () =>
  string().trim().required('wizard.form.required').max(50, 'accident.latin').matches(LATIN, 'accident.latin');

const resident = (adult: boolean) =>
  object({
    passportSery: passportSeries(),
    passportNumber: passportNumber(),
    birthday: birthday(adult ? { minAge: 18 } : {}),
  });

const foreigner = (adult: boolean) =>
  object({
    foreignPassport: string()
      .required('wizard.form.required')
      .transform((v: string) => v.replace(/\s/g, '').toUpperCase())
      .matches(/^[A-Z0-9]{5,12}$/, 'accident.foreignPassport'),
    firstName: latinName(),
    lastName: latinName(),
    citizenship: string().required('wizard.form.required').notOneOf(['UZ'], 'accident.citizenship.notUz'),
    birthday: birthday(adult ? { minAge: 18 } : {}),
  });

const unique = (
  persons: { passportSery?: string; passportNumber?: string; foreignPassport?: string }[] = [],
) => {
  const ids = persons.map(
    (p) => `${p.passportSery ?? ''}${p.passportNumber ?? ''}${p.foreignPassport ?? ''}`,
  );
  return new Set(ids).size === ids.length;
};

/** The insured persons step of one page: its own field, the list, the payer. */
export const insuredsSchema = (preset: AudiencePreset) => {
  const person: (adult: boolean) => AnyObjectSchema = preset.foreign ? foreigner : resident;
  return object({
    vehicleNumber: preset.vehicle
      ? string()
          .required('wizard.form.required')
          .matches(/^[0-9]{2} ?[A-Z0-9]{1,3} ?[0-9]{2,3} ?[A-Z]{0,3}$/i, 'accident.vehicle.format')
      : string(),
    institution: preset.institution
      ? string()
          .trim()
          .required('wizard.form.required')
          .min(3, 'accident.institution.short')
          .max(200, 'accident.institution.long')
      : string(),
    persons: array()
      .of(person(false))
      .min(1)
      .max(ACCIDENT_MAX_INSUREDS)
      .test('first-adult', (value, ctx) => {
        const first = value?.[0] as { birthday?: string } | undefined;
        const age = first?.birthday ? ageInYears(first.birthday) : null;
        return !preset.firstAdult || age === null || age >= 18
          ? true
          : ctx.createError({
              path: `${ctx.path}[0].birthday`,
              message: { id: 'wizard.form.minAge', values: { age: 18 } },
            });
      })
      .test('unique', 'accident.insureds.twice', (value) => unique(value as never)),
    payerIsInsured: boolean().required(),
    payer: object().when('payerIsInsured', {
      is: false,
      then: () => resident(true),
      otherwise: (s) => s,
    }),
    phone: phone998(),
  });
};
