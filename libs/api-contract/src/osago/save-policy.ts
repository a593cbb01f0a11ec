import { Type, type Static } from '@sinclair/typebox';
import { amountUzs, DateInput, insurerSuccess, Phone } from '../common';
import { DriversLimitId, FailureKey, Inn, PeriodId } from './fields';
import { GosNumber, PassportNumber, PassportSeria, TechNumber, TechSery } from '../vehicle-fields';

/* OSAGO contract, 8. POST /osago-neo/save-policy/v2 */

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

/**
 * The save's error catalogue: spec 000 section 8's numbers (10: the global error modal; 11 is ours: the vehicle
 * already has a paid policy for some of these days), the stable code a client branches on, the message. Which
 * seeded identity triggers each: apps/api/src/products/osago/README.md.
 */
export const OSAGO_SAVE_FAILURES = {
  ownerDataNotFound: [1, 'car_owner_data_not_found', 'The owner data do not match the vehicle registry'],
  ownerIsPerson: [1, 'owner_is_person', 'The vehicle belongs to a person, not to an organisation'],
  ownerInnNotFound: [2, 'car_owner_stir_not_found', "The owner's INN is not in the tax registry"],
  driverNotFound: [3, 'driver_data_not_found', 'No person with this passport and birthday'],
  licenceNotFound: [4, 'license_not_found', 'No driving licence with this series and number'],
  licenceOfSomeoneElse: [5, 'license_not_on_driver', 'The driving licence belongs to another person'],
  duplicateDriver: [6, 'fault_on_driver_data', 'The same driver is listed twice'],
  licenceMissing: [7, 'driving_license_inf_not_found', 'The driver has no driving licence on record'],
  licenceDateMismatch: [8, 'license_issue_date_mismatch', 'The licence issue date differs from the registry'],
  licenceCategory: [9, 'license_category_mismatch', 'The licence does not cover this kind of vehicle'],
  vehicleNotFound: [10, 'vehicle_not_found', 'No vehicle with this plate and technical passport'],
  restrictedModel: [10, 'restricted_model', 'Special-purpose vehicles cannot be insured online'],
  vehicleMismatch: [10, 'vehicle_mismatch', 'The vehicle is not the one of the contract being extended'],
  contractNotFound: [10, 'contract_not_found', 'No such contract'],
  extendingNotFound: [10, 'extending-contract-not-found', 'No contract to extend'],
  alreadyInsured: [
    11,
    'vehicle_already_insured',
    'The vehicle already has a paid OSAGO policy for these days',
  ],
} as const;
type SaveFailureRow = (typeof OSAGO_SAVE_FAILURES)[keyof typeof OSAGO_SAVE_FAILURES];

const failureRows: readonly SaveFailureRow[] = Object.values(OSAGO_SAVE_FAILURES);
export type OsagoSaveError = SaveFailureRow[0];
export const OSAGO_SAVE_ERRORS: readonly OsagoSaveError[] = [...new Set(failureRows.map(([error]) => error))];
export const OSAGO_SAVE_CODES = failureRows.map(([, code]) => code);

/**
 * Registry failure of a save: `error` 1-11, `code` its stable name, `response.key` the driver; for 11 also
 * until when the vehicle is insured and the first day a new policy may start (ISO dates).
 */
export const SavePolicyFailure = Type.Object(
  {
    error: Type.Union(OSAGO_SAVE_ERRORS.map((n) => Type.Literal(n))),
    result: Type.Literal(false),
    message: Type.String(),
    error_message: Type.String(),
    code: Type.Union(OSAGO_SAVE_CODES.map((c) => Type.Literal(c))),
    response: Type.Object({
      key: FailureKey.properties.key,
      insured_until: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
      next_start_date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    }),
  },
  { $id: 'OsagoSavePolicyFailure' },
);
export type SavePolicyFailure = Static<typeof SavePolicyFailure>;

export const SavePolicyResponse = Type.Union([SavePolicySaved, SavePolicyFailure], {
  $id: 'OsagoSavePolicyResponse',
});
export type SavePolicyResponse = Static<typeof SavePolicyResponse>;
