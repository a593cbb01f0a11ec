import { Type } from '@sinclair/typebox';

/*
 * The field types of a vehicle and its owner: the vehicle look-ups (`vehicle.ts`), OSAGO and the other motor
 * products share them (not exported from the package). Plates and series are case-insensitive; spaces (and
 * dashes in plates) are ignored, the server upper-cases them.
 */

export const GosNumber = Type.String({
  minLength: 1,
  maxLength: 20,
  pattern: '^[ -]*[A-Za-z0-9][A-Za-z0-9 -]*$',
  description: 'vehicle plate, e.g. 01A123BC (case and spaces ignored; anything not Uzbek is "abroad")',
  examples: ['01A123BC'],
});
export const TechSery = Type.String({
  maxLength: 10,
  pattern: '^ *[A-Za-z]{2,4} *$',
  description: 'technical passport series (letters)',
  examples: ['AAF'],
});
export const TechNumber = Type.String({
  maxLength: 12,
  pattern: '^ *[0-9]{7} *$',
  description: 'technical passport number, 7 digits',
  examples: ['1234567'],
});
/** The owner's or a driver's passport as typed (letters in either case). */
export const PassportSeria = Type.String({
  pattern: '^[A-Za-z]{2}$',
  description: 'passport series, two Latin letters',
  examples: ['AA'],
});
export const PassportNumber = Type.String({
  pattern: '^[0-9]{7}$',
  description: 'passport number, 7 digits',
  examples: ['1234567'],
});

export const OSAGO_TERRITORIES = ['tashkent', 'regions', 'abroad'] as const;
export type OsagoTerritory = (typeof OSAGO_TERRITORIES)[number];
export const Territory = Type.Union(
  OSAGO_TERRITORIES.map((t) => Type.Literal(t)),
  { description: 'tariff territory from the plate region: 01/10 tashkent, other Uzbek regions, abroad' },
);
export const VehicleTypeId = Type.Union([Type.Literal(1), Type.Literal(2)], {
  description: '1 passenger car, 2 truck, bus, tractor or other heavy/special vehicle',
});
export const OwnerType = Type.Union([Type.Literal('person'), Type.Literal('organization')]);
