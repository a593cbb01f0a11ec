import { Type, type Static } from '@sinclair/typebox';
import { amountUzs, DateInput, lookupAnswer, Phone } from '../common';
import { OsagoDriver, SavePolicyLegalRequest, SavePolicyPersonRequest } from './save-policy';
import { AgentId, ContractId, DriversLimitId, Inn, OrderId, PeriodId } from './fields';
import {
  GosNumber,
  OwnerType,
  PassportNumber,
  PassportSeria,
  TechNumber,
  TechSery,
  VehicleTypeId,
} from '../vehicle-fields';

/* OSAGO contract, 9. copy and extension (spec 001) */

/** `order_id` opens its contract; a bare `contract_id` only the holder's cabinet session's, or a renewal's masked view (apps/api/SECURITY.md). */
export const ContractRefQuery = Type.Object(
  { contract_id: ContractId, order_id: Type.Optional(OrderId) },
  { $id: 'OsagoContractRefQuery' },
);
export type ContractRefQuery = Static<typeof ContractRefQuery>;

/** What an earlier contract pre-fills: the copy wizard's and the extension wizard's state (spec 000/001 section 3). */
export const OsagoPrefill = Type.Object(
  {
    contract_id: Type.Integer(),
    order_id: Type.String(),
    agent_id: Type.Union([Type.String(), Type.Null()]),
    status: Type.String({ description: 'saved, paid, issued, cancelled' }),
    start_date: Type.Union([Type.String(), Type.Null()], { description: 'YYYY-MM-DD' }),
    end_date: Type.Union([Type.String(), Type.Null()], { description: 'YYYY-MM-DD, inclusive' }),
    next_start_date: Type.String({ description: 'YYYY-MM-DD: day after end_date, or today if that is past' }),
    car: Type.Object({
      gos_number: Type.String(),
      tech_sery: Type.String(),
      tech_number: Type.String(),
      car_model: Type.String(),
      car_owner: Type.String(),
      vehicle_type_id: VehicleTypeId,
      issue_year: Type.Integer(),
      body_number: Type.String(),
      engine_number: Type.String(),
    }),
    applicant: Type.Object({
      type: OwnerType,
      phone: Type.Union([Type.String(), Type.Null()]),
      person: Type.Union([
        Type.Object({
          passportSery: Type.String(),
          passportNumber: Type.String(),
          birthday: Type.String({ description: 'DD.MM.YYYY' }),
          pinfl: Type.String(),
          name: Type.String(),
          lastname: Type.String(),
          middle: Type.String(),
          gender: Type.Union([Type.Literal('M'), Type.Literal('F')]),
        }),
        Type.Null(),
      ]),
      organization: Type.Union([Type.Object({ inn: Type.String(), name: Type.String() }), Type.Null()]),
    }),
    policy: Type.Object({
      periodId: PeriodId,
      limit: DriversLimitId,
      discountId: Type.Integer(),
      accident: Type.Boolean(),
      gazBalloon: Type.Boolean(),
      gosNumberInsurance: Type.Boolean(),
      miniKaskoProgramId: Type.Union([Type.Integer(), Type.Null()]),
    }),
    drivers: Type.Array(
      Type.Object({
        passport__seria: Type.String(),
        passport__number: Type.String(),
        driver_birthday: Type.String({ description: 'DD.MM.YYYY' }),
        licenseSeria: Type.Union([Type.String(), Type.Null()]),
        licenseNumber: Type.Union([Type.String(), Type.Null()]),
        licenseIssueDate: Type.Union([Type.String(), Type.Null()], { description: 'DD.MM.YYYY' }),
        relative: Type.Union([Type.Integer(), Type.Null()]),
        pinfl: Type.String(),
        name: Type.String(),
        lastname: Type.String(),
        middle: Type.String(),
      }),
    ),
  },
  { $id: 'OsagoPrefill' },
);
export type OsagoPrefill = Static<typeof OsagoPrefill>;

export const { found: OsagoPrefillFound, answer: OsagoPrefillResponse } = lookupAnswer('OsagoPrefill', {
  response: OsagoPrefill,
});
export type OsagoPrefillFound = Static<typeof OsagoPrefillFound>;

/** Not found (or not this channel's): copy `contract_not_found`, extension `extending-contract-not-found`. */
export type OsagoPrefillResponse = Static<typeof OsagoPrefillResponse>;

/** `POST /osago-neo/copy/save`: a save-policy body plus the contract it was copied from. */
const copySource = {
  contract_id: ContractId,
  order_id: Type.Optional(OrderId),
};
export const CopySaveRequest = Type.Union(
  [
    Type.Object({ ...SavePolicyLegalRequest.properties, ...copySource }),
    Type.Object({ ...SavePolicyPersonRequest.properties, ...copySource }),
  ],
  { $id: 'OsagoCopySaveRequest' },
);
export type CopySaveRequest = Static<typeof CopySaveRequest>;

export const ExtensionPerson = Type.Object(
  {
    passportSery: PassportSeria,
    passportNumber: PassportNumber,
    birthday: DateInput,
    phone: Type.Optional(Phone),
    pinfl: Type.Optional(Type.Union([Type.String({ pattern: '^([0-9]{14})?$' }), Type.Null()])),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    lastname: Type.Optional(Type.String({ maxLength: 200 })),
    middle: Type.Optional(Type.String({ maxLength: 200 })),
    gender: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { $id: 'OsagoExtensionPerson' },
);
export type ExtensionPerson = Static<typeof ExtensionPerson>;

export const ExtensionApplicant = Type.Union(
  [
    Type.Object({ type: Type.Literal('person'), person: ExtensionPerson }),
    Type.Object({
      type: Type.Literal('organization'),
      organization: Type.Object({
        inn: Inn,
        name: Type.Optional(Type.String({ maxLength: 300 })),
        phone: Type.Optional(Phone),
      }),
    }),
  ],
  { $id: 'OsagoExtensionApplicant' },
);
export type ExtensionApplicant = Static<typeof ExtensionApplicant>;

/** `POST /osago-neo/extension/save` (spec 001 section 7), answered like save-policy. */
export const ExtensionSaveRequest = Type.Object(
  {
    startDate: DateInput,
    periodId: PeriodId,
    limit: DriversLimitId,
    old_contract_id: ContractId,
    old_order_id: Type.Optional(OrderId),
    agent_id: Type.Optional(Type.Union([AgentId, Type.Literal(''), Type.Null()])),
    amount_uzs: amountUzs('the total the customer saw; checked by the server (422 on mismatch)'),
    car: Type.Object({
      gos_number: GosNumber,
      tech_sery: TechSery,
      tech_number: TechNumber,
      car_model: Type.Optional(Type.String({ maxLength: 200 })),
      car_owner: Type.Optional(Type.String({ maxLength: 300 })),
      vehicle_type_id: Type.Optional(Type.Integer({ description: 'ignored: the registry decides' })),
      issue_year: Type.Optional(Type.Integer()),
      body_number: Type.Optional(Type.String({ maxLength: 50 })),
      engine_number: Type.Optional(Type.String({ maxLength: 50 })),
    }),
    drivers: Type.Array(OsagoDriver, { maxItems: 5 }),
    applicant: ExtensionApplicant,
    discountId: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
    accident: Type.Optional(Type.Boolean()),
    gazBalloon: Type.Optional(Type.Boolean()),
    gosNumberInsurance: Type.Optional(Type.Boolean()),
    miniKaskoProgramId: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 3 }), Type.Null()], {
        description: 'mini kasko special program; null or absent for none',
      }),
    ),
  },
  { $id: 'OsagoExtensionSaveRequest' },
);
export type ExtensionSaveRequest = Static<typeof ExtensionSaveRequest>;
