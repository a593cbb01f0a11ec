import type { KaskoErrorCode } from '@polis/api-contract';
import { field, page, type ErrorTable } from '@polis/product-kit';

/**
 * Every refusal of `POST /sayt/kasko/saqlash`, once (apps/api/src/products/kasko/README.md);
 * `price_mismatch` is the kit's and a 500 opens the kit's error modal (spec 001: "kasko 500 opens the error
 * modal"). Spec 001: any other refusal reads `maybe-data-is-incorrect`; a car the registry does not know or
 * may not insure online opens its step with the field marked. The registry's model or year, when the catalogue
 * car sent is another (`model_mismatch`, `year_mismatch`: the about-car step checks both first), is said with
 * the registry's car (`response.car_model`, `response.issue_year`).
 */
export const KASKO_ERRORS: ErrorTable<KaskoErrorCode> = {
  vehicle_not_found: field('motor.car.notFound', 'aboutCar', 'techNumber'),
  restricted_model: field('motor.car.restricted', 'aboutCar', 'gosNumber'),
  unknown_car: field('kasko.error.maybeDataIsIncorrect', 'selectCar', 'positionId'),
  car_too_old: field('kasko.error.maybeDataIsIncorrect', 'selectCar', 'year'),
  unknown_program: page('kasko.error.maybeDataIsIncorrect'),
  unknown_risk: page('kasko.error.maybeDataIsIncorrect'),
  person_not_found: page('kasko.error.maybeDataIsIncorrect'),
  model_mismatch: page('kasko.error.modelMismatch'),
  year_mismatch: page('kasko.error.yearMismatch'),
  validation: page('kasko.error.maybeDataIsIncorrect'),
};
