import type { OsgopErrorCode } from '@polis/api-contract';
import { field, page, type ErrorTable } from '@polis/product-kit';

/**
 * Every refusal of `POST /sayt/osgop/save`, once (apps/api/src/products/osgop/README.md). Spec 001 section 8:
 * OSGOP shows `maybe-data-is-incorrect` for them; `price_mismatch` is the kit's, a 500 the kit's modal.
 */
export const OSGOP_ERRORS: ErrorTable<OsgopErrorCode> = {
  vehicle_not_found: field('osgop.error.maybeDataIsIncorrect', 'car', 'techNumber'),
  not_a_passenger_carrier: field('osgop.error.notCarrier', 'car', 'gosNumber'),
  seats_mismatch: field('osgop.error.maybeDataIsIncorrect', 'car', 'gosNumber'),
  person_not_found: field('osgop.error.maybeDataIsIncorrect', 'personal', 'passportNumber'),
  validation: page('osgop.error.maybeDataIsIncorrect'),
};
