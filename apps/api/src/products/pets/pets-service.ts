import type { PetsCreateContractRequest, PetsCreateContractResponse, PetsRefusal } from '@polis/api-contract';
import { PETS_COVER_MONTHS, petAgeAllowed, petsProgram } from '@polis/tariffs';
import { addMonthsInclusive, formatUzs } from '../../contracts/format';
import { savedAnswer } from '../../contracts/saved-answer';
import { errorBody } from '../../errors';
import { escapeHtml } from '../../outbox/mask';
import { fullNameOf } from '../kit/full-name';
import { priceMismatchBody } from '../kit/price-mismatch';
import {
  applicantOf,
  applicationDates,
  saveWithFiles,
  type UploadSaveContext,
} from '../../uploads/upload-application';
import type { CheckedFile } from '../../uploads/upload-form';

export type PetsSaveContext = UploadSaveContext;

export type PetsOutcome =
  | { readonly status: 200; readonly body: PetsCreateContractResponse }
  | { readonly status: 422; readonly body: PetsRefusal };

const refused = (code: string, message: string): PetsOutcome => ({
  status: 422,
  body: errorBody(code, message),
});

/**
 * One pet insurance application. Everything is checked first (the files by the upload hook, then the
 * fields, the program, the pet's age, the owner in the registry and the price); only then are the two
 * photos written, and the contract, its file rows and its lead saved in one transaction. A failure after
 * the files were written removes them.
 */
export async function createPetsContract(
  ctx: PetsSaveContext,
  body: PetsCreateContractRequest,
  files: readonly CheckedFile[],
): Promise<PetsOutcome> {
  const petName = body.pet_name.trim().replace(/\s+/g, ' ');
  const { startDate, birthday } = applicationDates(body, ctx.now ?? new Date(), (issues) => {
    if (!petName) issues.add('/pet_name', 'must not be blank');
  });
  const program = petsProgram(body.program_id);
  if (!program) return refused('unknown_program', `No pet insurance program ${body.program_id}`);
  if (!petAgeAllowed(body.pet_birth_month, startDate)) {
    return refused('pet_age', 'The pet must be 3 months to 8 years old at the start of cover');
  }
  const person = await applicantOf(ctx.db, body, birthday);
  if (!person) return refused('person_not_found', 'No person with this passport and birthday');
  if (body.amount_uzs !== undefined && body.amount_uzs !== program.totalPremium) {
    return { status: 422, body: priceMismatchBody(program.totalPremium) };
  }

  const contract = await saveWithFiles(
    ctx,
    files,
    {
      product: 'pets',
      amountUzs: program.totalPremium,
      phone: body.phone,
      holderName: fullNameOf(person),
      // Printed on the policy: the insured animal and the program.
      details: {
        insured_sum: program.totalInsuranceAmount,
        pet_name: petName,
        pet_kind: body.pet_kind,
        pet_birth_month: body.pet_birth_month,
      },
      startDate,
      endDate: addMonthsInclusive(startDate, PETS_COVER_MONTHS),
    },
    // The lead names the program and the kind of pet: never the passport or the photos.
    `program ${program.id}, ${formatUzs(program.totalInsuranceAmount)} UZS cover, ${escapeHtml(body.pet_kind)}`,
  );
  return { status: 200, body: savedAnswer(contract, ctx.links(contract), {}) };
}
