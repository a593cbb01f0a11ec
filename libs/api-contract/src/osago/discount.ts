import { Type, type Static } from '@sinclair/typebox';
import { insurerSuccess } from '../common';

/* OSAGO contract, 6. POST /osago-neo/check-discount */

export const CheckDiscountRequest = Type.Object(
  {
    passportSeries: Type.Optional(Type.String({ pattern: '^([A-Za-z]{2})?$' })),
    passportNumber: Type.Optional(Type.String({ pattern: '^([0-9]{7})?$' })),
    pinfl: Type.Optional(Type.Union([Type.String({ pattern: '^([0-9]{14})?$' }), Type.Null()])),
    govnomber: Type.Optional(
      Type.Union([Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9 -]*$' }), Type.Null()], {
        description: 'plate of the vehicle; when given, the beneficiary must own it',
      }),
    ),
  },
  { $id: 'OsagoCheckDiscountRequest' },
);
export type CheckDiscountRequest = Static<typeof CheckDiscountRequest>;

export const CheckDiscountResponse = insurerSuccess('OsagoCheckDiscountResponse', {
  discountId: Type.Integer({ minimum: 1, maximum: 9, description: '1 none; 2-9 benefit categories' }),
  percent: Type.Integer({
    minimum: 0,
    maximum: 100,
    description: 'share off the base premium: 50 for 7 and 8',
  }),
});
export type CheckDiscountResponse = Static<typeof CheckDiscountResponse>;
