import { Type } from '@sinclair/typebox';

/*
 * OSAGO contract: the field types its calls share (not exported from the package). A vehicle's and its owner's
 * (plate, tech passport, passport, territory, vehicle type) are `../vehicle-fields.ts`.
 */

export const Inn = Type.String({ pattern: '^[0-9]{9}$', description: 'taxpayer number (STIR), 9 digits' });
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

export const PeriodId = Type.Union([Type.Literal(1), Type.Literal(2)], {
  description: '1: 12 months, 2: 6 months',
});
export const DriversLimitId = Type.Union([Type.Literal(1), Type.Literal(4)], {
  description: 'number_drivers_id: 1 unlimited drivers (no list), 4 limited to the named drivers (up to 5)',
});

/** `{ key }` of a save failure: the driver at fault is `drivers[key - 1]`; null when the page is at fault. */
export const FailureKey = Type.Object({
  key: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'driver index + 1 when a driver is at fault, else null',
  }),
});
