import { Type, type Static } from '@sinclair/typebox';
import { DateInput, InsurerFailure, insurerSuccess } from './common';

/*
 * OSAGO (motor third-party liability) calls of spec 000 sections 3-9 and the extension of spec 001, in the
 * shapes agreed with the wizard (libs/products-motor). Server behaviour and error codes:
 * apps/api/src/osago/README.md. Plates and series are case-insensitive; spaces (and dashes in plates) are
 * ignored, the server upper-cases them.
 */

// ---------------------------------------------------------------- field types

const GosNumber = Type.String({
  minLength: 1,
  maxLength: 20,
  pattern: '^[ -]*[A-Za-z0-9][A-Za-z0-9 -]*$',
  description: 'vehicle plate, e.g. 01A123BC (case and spaces ignored; anything not Uzbek is "abroad")',
  examples: ['01A123BC'],
});
const TechSery = Type.String({
  maxLength: 10,
  pattern: '^ *[A-Za-z]{2,4} *$',
  description: 'technical passport series (letters)',
  examples: ['AAF'],
});
const TechNumber = Type.String({
  maxLength: 12,
  pattern: '^ *[0-9]{7} *$',
  description: 'technical passport number, 7 digits',
  examples: ['1234567'],
});
const PassportSeria = Type.String({
  pattern: '^[A-Za-z]{2}$',
  description: 'passport series, two Latin letters',
  examples: ['AA'],
});
const PassportNumber = Type.String({
  pattern: '^[0-9]{7}$',
  description: 'passport number, 7 digits',
  examples: ['1234567'],
});
const Inn = Type.String({ pattern: '^[0-9]{9}$', description: 'taxpayer number (STIR), 9 digits' });
const Phone = Type.String({
  pattern: '^998[0-9]{9}$',
  description: '998 + 9 digits, no plus, no spaces',
  examples: ['998901234567'],
});
const ContractId = Type.Integer({
  minimum: 1,
  maximum: 2147483647,
  description: 'contract id',
  examples: [42],
});
const OrderId = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[A-Za-z0-9-]+$',
  description: 'order id from the save call; opens the contract for any channel',
});
const AgentId = Type.String({
  pattern: '^[A-Za-z0-9_.-]{1,20}$',
  description: 'agent of the renewal link o-renew/{contract}/{agentId}',
});
const amountUzs = (description: string) =>
  Type.Integer({ minimum: 0, maximum: 1_000_000_000_000, description });

export const OSAGO_TERRITORIES = ['tashkent', 'regions', 'abroad'] as const;
export type OsagoTerritory = (typeof OSAGO_TERRITORIES)[number];
const Territory = Type.Union(
  OSAGO_TERRITORIES.map((t) => Type.Literal(t)),
  { description: 'tariff territory from the plate region: 01/10 tashkent, other Uzbek regions, abroad' },
);
const VehicleTypeId = Type.Union([Type.Literal(1), Type.Literal(2)], {
  description: '1 passenger car, 2 truck, bus, tractor or other heavy/special vehicle',
});
const PeriodId = Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1: 12 months, 2: 6 months' });
const DriversLimitId = Type.Union([Type.Literal(1), Type.Literal(4)], {
  description: 'number_drivers_id: 1 unlimited drivers (no list), 4 limited to the named drivers (up to 5)',
});
const OwnerType = Type.Union([Type.Literal('person'), Type.Literal('organization')]);

/** `{ key }` of a save failure: the driver at fault is `drivers[key - 1]`; null when the page is at fault. */
const FailureKey = Type.Object({
  key: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'driver index + 1 when a driver is at fault, else null',
  }),
});

// ---------------------------------------------------------------- 1. POST /check-ip

export const CheckIpRequest = Type.Object(
  { carNumber: GosNumber, techSery: TechSery, techNumber: TechNumber },
  { $id: 'OsagoCheckIpRequest' },
);
export type CheckIpRequest = Static<typeof CheckIpRequest>;

export const OsagoVehicle = Type.Object(
  {
    gos_number: Type.String({ examples: ['01A123BC'] }),
    tech_sery: Type.String({ examples: ['AAF'] }),
    tech_number: Type.String({ examples: ['1234567'] }),
    car_model: Type.String({ examples: ['Chevrolet Cobalt'] }),
    car_owner: Type.String({ description: "owner's full name (person) or company name (organization)" }),
    owner_type: OwnerType,
    inn: Type.Union([Type.String(), Type.Null()], { description: 'organization owner: INN; person: null' }),
    vehicle_type_id: VehicleTypeId,
    issue_year: Type.Integer(),
    body_number: Type.String(),
    engine_number: Type.String(),
    territory: Territory,
    restricted: Type.Boolean({
      description: 'the model is special-purpose (RESTRICTED_MODEL_FRAGMENTS): cannot be insured online',
    }),
  },
  { $id: 'OsagoVehicle' },
);
export type OsagoVehicle = Static<typeof OsagoVehicle>;

export const CheckIpFound = insurerSuccess('OsagoCheckIpFound', {
  status: Type.Literal(1),
  response: OsagoVehicle,
});
export type CheckIpFound = Static<typeof CheckIpFound>;

/** Not found: `error: 1, status: 0, code: 'vehicle_not_found'`. */
export const CheckIpNotFound = Type.Object(
  {
    error: Type.Literal(1),
    result: Type.Literal(false),
    status: Type.Literal(0),
    message: Type.String(),
    error_message: Type.String(),
    code: Type.String({ examples: ['vehicle_not_found'] }),
  },
  { $id: 'OsagoCheckIpNotFound' },
);
export type CheckIpNotFound = Static<typeof CheckIpNotFound>;

export const CheckIpResponse = Type.Union([CheckIpFound, CheckIpNotFound], { $id: 'OsagoCheckIpResponse' });
export type CheckIpResponse = Static<typeof CheckIpResponse>;

// ---------------------------------------------------------------- 2. POST /save-ip

export const SaveIpRequest = Type.Object(
  {
    carNumber: GosNumber,
    techSery: TechSery,
    techNumber: TechNumber,
    phone: Type.Optional(
      Type.String({ pattern: '^(998[0-9]{9})?$', description: '998 + 9 digits, or empty' }),
    ),
  },
  { $id: 'OsagoSaveIpRequest' },
);
export type SaveIpRequest = Static<typeof SaveIpRequest>;

export const SaveIpResponse = insurerSuccess('OsagoSaveIpResponse', {
  id: Type.Integer({ description: 'id of the recorded application (lead)' }),
});
export type SaveIpResponse = Static<typeof SaveIpResponse>;

/** A vehicle missing from the registry is not recorded: the same failure as check-ip. */
export const SaveIpResult = Type.Union([SaveIpResponse, CheckIpNotFound], { $id: 'OsagoSaveIpResult' });
export type SaveIpResult = Static<typeof SaveIpResult>;

// ---------------------------------------------------------------- 3. POST /osago-neo/get-calc-osago/v3

export const CalcOsagoRequest = Type.Object(
  {
    gos_number: GosNumber,
    period_id: PeriodId,
    number_drivers_id: DriversLimitId,
    vehicleTypeId: VehicleTypeId,
    drivers: Type.Array(
      Type.String({ pattern: '^([0-9]{14})?$', description: 'PINFL; empty strings are ignored' }),
      { maxItems: 20, description: 'PINFLs of the named drivers (limited policies), may be empty' },
    ),
  },
  { $id: 'OsagoCalcRequest' },
);
export type CalcOsagoRequest = Static<typeof CalcOsagoRequest>;

export const OsagoQuote = Type.Object(
  {
    amount_uzs: amountUzs('base premium of the chosen period, before discount and add-ons'),
    annual_uzs: amountUzs('the same policy for 12 months'),
    insured_sum: amountUzs('insured sum, UZS'),
    territory: Territory,
  },
  { $id: 'OsagoQuote' },
);
export type OsagoQuote = Static<typeof OsagoQuote>;

export const CalcOsagoFound = insurerSuccess('OsagoCalcFound', { response: OsagoQuote });
export type CalcOsagoFound = Static<typeof CalcOsagoFound>;

/** `calculation_failed` (error 1): well formed but not priceable, e.g. a limited policy with over 5 PINFLs. */
export const CalcOsagoResponse = Type.Union([CalcOsagoFound, InsurerFailure], { $id: 'OsagoCalcResponse' });
export type CalcOsagoResponse = Static<typeof CalcOsagoResponse>;

// ---------------------------------------------------------------- 4. POST /osago-neo/osago-juridik

export const VehicleDocsRequest = Type.Object(
  { gos_number: GosNumber, tech_sery: TechSery, tech_number: TechNumber },
  { $id: 'OsagoVehicleDocsRequest' },
);
export type VehicleDocsRequest = Static<typeof VehicleDocsRequest>;

export const JuridikOwner = Type.Object(
  {
    inn: Type.String(),
    name: Type.String({ description: 'company name as the tax registry has it' }),
    pinfl: Type.Null(),
    car_model: Type.String(),
    vehicle_type_id: VehicleTypeId,
  },
  { $id: 'OsagoJuridikOwner' },
);
export type JuridikOwner = Static<typeof JuridikOwner>;

export const JuridikFound = insurerSuccess('OsagoJuridikFound', { response: JuridikOwner });
export type JuridikFound = Static<typeof JuridikFound>;

/** Failures: 1 vehicle_not_found, 2 car_owner_stir_not_found, 3 owner_is_person. */
export const JuridikResponse = Type.Union([JuridikFound, InsurerFailure], { $id: 'OsagoJuridikResponse' });
export type JuridikResponse = Static<typeof JuridikResponse>;

// ---------------------------------------------------------------- 5. POST /osago-neo/check-person

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

// ---------------------------------------------------------------- 6. POST /osago-neo/check-discount

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

// ---------------------------------------------------------------- 7. POST /osago-neo/driver-check

export const DriverCheckRequest = Type.Object(
  { seria: PassportSeria, number: PassportNumber, birthday: DateInput },
  { $id: 'OsagoDriverCheckRequest' },
);
export type DriverCheckRequest = Static<typeof DriverCheckRequest>;

const driverNames = {
  full_name: Type.String(),
  name: Type.String(),
  middlename: Type.String(),
  lastname: Type.String(),
  pinfl: Type.String(),
};

export const DriverCheckFound = insurerSuccess('OsagoDriverCheckFound', {
  ...driverNames,
  licenseSeria: Type.String({ examples: ['AF'] }),
  licenseNumber: Type.String({ examples: ['1234567'] }),
  licenseIssueDate: Type.String({ description: 'DD.MM.YYYY', examples: ['20.05.2010'] }),
});
export type DriverCheckFound = Static<typeof DriverCheckFound>;

/** Error 2 `license_not_found`: the person is known, the wizard asks for the licence to be typed. */
export const DriverLicenceNotFound = Type.Object(
  {
    error: Type.Literal(2),
    result: Type.Literal(false),
    message: Type.String(),
    error_message: Type.String(),
    code: Type.Literal('license_not_found'),
    ...driverNames,
  },
  { $id: 'OsagoDriverLicenceNotFound' },
);
export type DriverLicenceNotFound = Static<typeof DriverLicenceNotFound>;

/** Error 1 `driver_data_not_found` is a plain `InsurerFailure`. */
export const DriverCheckResponse = Type.Union([DriverCheckFound, DriverLicenceNotFound, InsurerFailure], {
  $id: 'OsagoDriverCheckResponse',
});
export type DriverCheckResponse = Static<typeof DriverCheckResponse>;

// ---------------------------------------------------------------- 8. POST /osago-neo/save-policy/v2

/**
 * One driver of a limited policy. A legal entity's wizard sends one blank driver (empty strings, null
 * licence fields): a driver whose passport and birthday are all empty is ignored.
 */
export const OsagoDriver = Type.Object(
  {
    passport__seria: Type.String({ pattern: '^([A-Za-z]{2})?$' }),
    passport__number: Type.String({ pattern: '^([0-9]{7})?$' }),
    driver_birthday: Type.Union([DateInput, Type.Literal('')]),
    licenseSeria: Type.Union([Type.String({ pattern: '^([A-Za-z]{2})?$' }), Type.Null()]),
    licenseNumber: Type.Union([Type.String({ pattern: '^([0-9]{7})?$' }), Type.Null()]),
    licenseIssueDate: Type.Union([DateInput, Type.Literal(''), Type.Null()]),
    relative: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0, maximum: 10 }), Type.Null()], {
        description: 'kinship to the owner, 0-10',
      }),
    ),
    name: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  },
  // No $id: it sits in both branches of the save unions, and Ajv refuses one $id reached twice in a schema.
  { title: 'OsagoDriver' },
);
export type OsagoDriver = Static<typeof OsagoDriver>;

const policyFields = {
  amount_uzs: amountUzs('the total the customer saw (base after discount + add-ons); checked by the server'),
  gos_number: GosNumber,
  tech_number: TechNumber,
  tech_sery: TechSery,
  drivers: Type.Array(OsagoDriver, { maxItems: 5 }),
  applicant_is_driver: Type.Optional(Type.Boolean()),
  period_id: PeriodId,
  number_drivers_id: DriversLimitId,
  accident_insurance: Type.Boolean(),
  gazballon_insurance: Type.Boolean(),
  gos_number_insurance: Type.Optional(Type.Boolean({ description: 'number-plate add-on (30 000)' })),
  miniKaskoInsurance: Type.Boolean(),
  minikasko_program_id: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, maximum: 3 }), Type.Null()], {
      description:
        'mini kasko special program (1 Basic, 2 Comfort, 3 Premium); required with miniKaskoInsurance',
    }),
  ),
  phone_number: Phone,
  startDate: DateInput,
};

export const SavePolicyPersonRequest = Type.Object(
  {
    ...policyFields,
    owner_birthday: DateInput,
    owner__pass_seria: PassportSeria,
    owner__pass_number: PassportNumber,
    discountId: Type.Optional(Type.Integer({ minimum: 1, maximum: 9, description: 'default 1 (none)' })),
  },
  { $id: 'OsagoSavePolicyPersonRequest' },
);
export type SavePolicyPersonRequest = Static<typeof SavePolicyPersonRequest>;

export const SavePolicyLegalRequest = Type.Object(
  {
    ...policyFields,
    owner__inn: Inn,
    applicant_pinfl: Type.Optional(
      Type.Union([Type.String({ pattern: '^([0-9]{14})?$' }), Type.Null()], {
        description: "PINFL of the company's representative when known (osago-juridik answers null)",
      }),
    ),
    applicant_info: Type.Optional(
      Type.Union([Type.String({ maxLength: 500 }), Type.Object({}), Type.Null()], {
        description:
          "what the wizard knows of the company (entityData); informative, the name is the registry's",
      }),
    ),
  },
  { $id: 'OsagoSavePolicyLegalRequest' },
);
export type SavePolicyLegalRequest = Static<typeof SavePolicyLegalRequest>;

/** A body with `owner__inn` is a legal entity's; otherwise an individual's. */
export const SavePolicyRequest = Type.Union([SavePolicyLegalRequest, SavePolicyPersonRequest], {
  $id: 'OsagoSavePolicyRequest',
});
export type SavePolicyRequest = Static<typeof SavePolicyRequest>;

export const SavedPolicy = Type.Object(
  {
    amount_uzs: amountUzs("the server's total"),
    contract_id: Type.Integer(),
    order_id: Type.String(),
    payme_url: Type.String({ description: 'Payme checkout link' }),
    url: Type.String({ description: 'Click payment link' }),
    key: Type.Null(),
  },
  { $id: 'OsagoSavedPolicy' },
);
export type SavedPolicy = Static<typeof SavedPolicy>;

export const SavePolicySaved = insurerSuccess('OsagoSavePolicySaved', { response: SavedPolicy });
export type SavePolicySaved = Static<typeof SavePolicySaved>;

/** Registry failure of a save: `error` 1-10 (apps/api/src/osago/README.md), `response.key` the driver. */
export const SavePolicyFailure = Type.Object(
  {
    error: Type.Integer({ minimum: 1, maximum: 10 }),
    result: Type.Literal(false),
    message: Type.String(),
    error_message: Type.String(),
    code: Type.String({ examples: ['car_owner_data_not_found', 'driver_data_not_found'] }),
    response: FailureKey,
  },
  { $id: 'OsagoSavePolicyFailure' },
);
export type SavePolicyFailure = Static<typeof SavePolicyFailure>;

export const SavePolicyResponse = Type.Union([SavePolicySaved, SavePolicyFailure], {
  $id: 'OsagoSavePolicyResponse',
});
export type SavePolicyResponse = Static<typeof SavePolicyResponse>;

/** HTTP 422: the total sent is not the server's; `amount_uzs` (and the message) carry the server's figure. */
export const PriceMismatchBody = Type.Object(
  {
    error: Type.Object({
      code: Type.Literal('price_mismatch'),
      message: Type.String(),
      details: Type.Array(Type.Object({ part: Type.String(), path: Type.String(), message: Type.String() })),
    }),
    amount_uzs: amountUzs("the server's total"),
  },
  { $id: 'OsagoPriceMismatch' },
);
export type PriceMismatchBody = Static<typeof PriceMismatchBody>;

// ---------------------------------------------------------------- 9. copy and extension (spec 001)

/** `contract_id` alone opens only the saving channel's contracts; `order_id` opens any (payments README). */
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

export const OsagoPrefillFound = insurerSuccess('OsagoPrefillFound', { response: OsagoPrefill });
export type OsagoPrefillFound = Static<typeof OsagoPrefillFound>;

/** Not found (or not this channel's): copy `contract_not_found`, extension `extending-contract-not-found`. */
export const OsagoPrefillResponse = Type.Union([OsagoPrefillFound, InsurerFailure], {
  $id: 'OsagoPrefillResponse',
});
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
