import { Type, type Static } from '@sinclair/typebox';
import { DateInput, InsurerFailure, insurerSuccess } from '../common';
import { GosNumber, PassportNumber, PassportSeria, TechNumber, TechSery } from './fields';

/* OSAGO contract, 5. POST /osago-neo/check-person */

export const CheckPersonRequest = Type.Object(
  {
    gos_number: GosNumber,
    tech_number: TechNumber,
    tech_sery: TechSery,
    owner__pass_seria: PassportSeria,
    owner__pass_number: PassportNumber,
    owner_birthday: DateInput,
  },
  { $id: 'OsagoCheckPersonRequest' },
);
export type CheckPersonRequest = Static<typeof CheckPersonRequest>;

export const OsagoOwnerPerson = Type.Object(
  {
    pinfl: Type.String(),
    name: Type.String({ examples: ['Alisher'] }),
    lastname: Type.String({ examples: ['Karimov'] }),
    middlename: Type.String({ examples: ['Bahodirovich'] }),
    full_name: Type.String({
      description: 'lastname name middlename',
      examples: ['Karimov Alisher Bahodirovich'],
    }),
  },
  { $id: 'OsagoOwnerPerson' },
);
export type OsagoOwnerPerson = Static<typeof OsagoOwnerPerson>;

export const CheckPersonFound = insurerSuccess('OsagoCheckPersonFound', { response: OsagoOwnerPerson });
export type CheckPersonFound = Static<typeof CheckPersonFound>;

/** Failure 1 `car_owner_data_not_found` (also for an unknown vehicle: the answer never confirms which). */
export const CheckPersonResponse = Type.Union([CheckPersonFound, InsurerFailure], {
  $id: 'OsagoCheckPersonResponse',
});
export type CheckPersonResponse = Static<typeof CheckPersonResponse>;
