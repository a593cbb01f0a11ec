import type { KaskoErrorCode } from '@polis/api-contract';
import { field, page, type ErrorTable } from '@polis/product-kit';

/**
 * Every refusal of `POST /sayt/kasko/saqlash`, once (apps/api/src/products/kasko/README.md);
 * `price_mismatch` is the kit's and a 500 opens the kit's error modal (spec 001: "kasko 500 opens the error
 * modal"). Spec 001: any other refusal reads `maybe-data-is-incorrect`; a car the registry does not know or
 * may not insure online opens its step with the field marked.
 */
export const KASKO_ERRORS: ErrorTable<KaskoErrorCode> = {
  vehicle_not_found: field('motor.car.notFound', 'aboutCar', 'techNumber'),
  restricted_model: field('motor.car.restricted', 'aboutCar', 'gosNumber'),
  unknown_car: field('kasko.error.maybeDataIsIncorrect', 'selectCar', 'positionId'),
  car_too_old: field('kasko.error.maybeDataIsIncorrect', 'selectCar', 'year'),
  unknown_program: page('kasko.error.maybeDataIsIncorrect'),
  unknown_risk: page('kasko.error.maybeDataIsIncorrect'),
  person_not_found: page('kasko.error.maybeDataIsIncorrect'),
  validation: page('kasko.error.maybeDataIsIncorrect'),
};
