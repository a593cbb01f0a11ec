import type { OsagoSaveCode, OsagoSaveError, SavePolicyFailure } from '@polis/api-contract';

/**
 * The save-policy error catalogue of spec 000 section 8 (codes 1-10), with the stable `code` a client
 * branches on. Which seeded identity triggers each: README.md. `key` (driver index + 1) is added by the
 * driver rules; every other failure is the page's (key null).
 */
export const SAVE_FAILURES = {
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
} as const satisfies Record<string, readonly [OsagoSaveError, OsagoSaveCode, string]>;

export type SaveFailureKind = keyof typeof SAVE_FAILURES;

export function saveFailure(
  kind: SaveFailureKind,
  key: number | null = null,
  facts: Omit<SavePolicyFailure['response'], 'key'> = {},
): SavePolicyFailure {
  const [error, code, message] = SAVE_FAILURES[kind];
  return { error, result: false, message, error_message: message, code, response: { key, ...facts } };
}
