import type { PetsErrorCode } from '@polis/api-contract';
import { field, fileRefusal, page, type ErrorTable } from '@polis/product-kit';

/** The save's file fields (apps/api `details.field`) and the pet step's. */
const FILES = { photo: 'photo', passport_photo: 'passportPhoto' };

/**
 * Every refusal of the save, once (apps/api/src/products/pets/README.md); `price_mismatch` is the kit's.
 * A code added to `PetsErrorCode` in the contract and forgotten here fails the type check.
 */
export const PETS_ERRORS: ErrorTable<PetsErrorCode> = {
  validation: page('pets.error.maybeDataIsIncorrect'),
  unknown_program: page('pets.error.unknownProgram'),
  person_not_found: field('pets.error.personNotFound', 'owner', 'passportNumber'),
  pet_age: field('pets.error.petAge', 'pet', 'birthMonth'),
  file_too_large: fileRefusal('tooLarge', 'pet', FILES),
  unsupported_file_type: fileRefusal('type', 'pet', FILES),
  unreadable_file: fileRefusal('unreadable', 'pet', FILES),
  empty_file: fileRefusal('empty', 'pet', FILES),
  file_required: page('upload.error.required'),
};
