import type { PetsErrorCode } from '@polis/api-contract';
import { field, page, type ErrorTable } from '@polis/product-kit';

/**
 * Every refusal of the save, once (apps/api/src/products/pets/README.md); `price_mismatch` is the kit's.
 * A code added to `PetsErrorCode` in the contract and forgotten here fails the type check.
 */
export const PETS_ERRORS: ErrorTable<PetsErrorCode> = {
  validation: page('pets.error.maybeDataIsIncorrect'),
  unknown_program: page('pets.error.unknownProgram'),
  person_not_found: field('pets.error.personNotFound', 'owner', 'passportNumber'),
  pet_age: field('pets.error.petAge', 'pet', 'birthMonth'),
  file_too_large: page('upload.error.tooLarge'),
  unsupported_file_type: page('upload.error.type'),
  unreadable_file: page('upload.error.unreadable'),
  empty_file: page('upload.error.empty'),
  file_required: page('upload.error.required'),
};
