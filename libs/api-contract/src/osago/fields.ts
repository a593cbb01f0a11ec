import { Type } from '@sinclair/typebox';

/* OSAGO contract: the field types every call shares (not exported from the package). */

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
export const Inn = Type.String({ pattern: '^[0-9]{9}$', description: 'taxpayer number (STIR), 9 digits' });
export const Phone = Type.String({
  pattern: '^998[0-9]{9}$',
  description: '998 + 9 digits, no plus, no spaces',
  examples: ['998901234567'],
});
export const ContractId = Type.Integer({
  minimum: 1,
  maximum: 2147483647,
  description: 'contract id',
  examples: [42],
});
export const OrderId = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[A-Za-z0-9-]+$',
  description: 'order id from the save call; opens the contract for any channel',
});
export const AgentId = Type.String({
  pattern: '^[A-Za-z0-9_.-]{1,20}$',
  description: 'agent of the renewal link o-renew/{contract}/{agentId}',
});
export const amountUzs = (description: string) =>
  Type.Integer({ minimum: 0, maximum: 1_000_000_000_000, description });

export const OSAGO_TERRITORIES = ['tashkent', 'regions', 'abroad'] as const;
export type OsagoTerritory = (typeof OSAGO_TERRITORIES)[number];
export const Territory = Type.Union(
  OSAGO_TERRITORIES.map((t) => Type.Literal(t)),
  { description: 'tariff territory from the plate region: 01/10 tashkent, other Uzbek regions, abroad' },
);
export const VehicleTypeId = Type.Union([Type.Literal(1), Type.Literal(2)], {
  description: '1 passenger car, 2 truck, bus, tractor or other heavy/special vehicle',
});
export const PeriodId = Type.Union([Type.Literal(1), Type.Literal(2)], {
  description: '1: 12 months, 2: 6 months',
});
export const DriversLimitId = Type.Union([Type.Literal(1), Type.Literal(4)], {
  description: 'number_drivers_id: 1 unlimited drivers (no list), 4 limited to the named drivers (up to 5)',
});
export const OwnerType = Type.Union([Type.Literal('person'), Type.Literal('organization')]);

/** `{ key }` of a save failure: the driver at fault is `drivers[key - 1]`; null when the page is at fault. */
export const FailureKey = Type.Object({
  key: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'driver index + 1 when a driver is at fault, else null',
  }),
});
