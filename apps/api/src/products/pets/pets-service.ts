import type { Kysely } from 'kysely';
import type { PetsCreateContractRequest, PetsCreateContractResponse, PetsRefusal } from '@polis/api-contract';
import {
  OSAGO_MAX_START_AHEAD_DAYS,
  PETS_COVER_MONTHS,
  petAgeAllowed,
  petsProgram,
  type PetsProgram,
} from '@polis/tariffs';
import { createContract, type Contract } from '../../contracts/contract-service';
import { addMonthsInclusive, formatUzs, tashkentDate } from '../../contracts/format';
import { productInfo } from '../../contracts/products';
import type { Database } from '../../db/schema';
import { errorBody } from '../../errors';
import { addDays, Issues } from '../osago/normalise';
import { fullNameOf } from '../osago/owner-rules';
import { priceMismatchBody } from '../osago/pricing';
import { sendChat } from '../../outbox/chat-outbox';
import { escapeHtml, maskPhone } from '../../outbox/mask';
import { normaliseDate } from '../../registries/dates';
import { findPerson } from '../../registries/person-lookup';
import { recordFiles, withStoredFiles } from '../../uploads/contract-files';
import type { UploadStorage } from '../../uploads/storage';
import type { CheckedFile } from '../../uploads/upload-form';

export interface PetsSaveContext {
  readonly db: Kysely<Database>;
  readonly storage: UploadStorage;
  readonly channel: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
  readonly now?: Date;
}

export type PetsOutcome =
  | { readonly status: 200; readonly body: PetsCreateContractResponse }
  | { readonly status: 422; readonly body: PetsRefusal };

const refused = (code: string, message: string): PetsOutcome => ({
  status: 422,
  body: errorBody(code, message),
});

/** The cross-field 400s: real days, a start from tomorrow to 90 days ahead, a pet name that is not blank. */
function checkedBody(body: PetsCreateContractRequest, now: Date) {
  const issues = new Issues();
  const today = tashkentDate(now);
  const startDate = issues.date('/start_date', body.start_date);
  if (normaliseDate(body.start_date) !== null) {
    if (startDate <= today) issues.add('/start_date', 'must be from tomorrow');
    else if (startDate > addDays(today, OSAGO_MAX_START_AHEAD_DAYS))
      issues.add('/start_date', `must be within ${OSAGO_MAX_START_AHEAD_DAYS} days`);
  }
  const birthday = issues.date('/birthday', body.birthday);
  const petName = body.pet_name.trim().replace(/\s+/g, ' ');
  if (!petName) issues.add('/pet_name', 'must not be blank');
  issues.throwIfAny();
  return { startDate, birthday, petName };
}

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
  const { startDate, birthday, petName } = checkedBody(body, ctx.now ?? new Date());
  const program = petsProgram(body.program_id);
  if (!program) return refused('unknown_program', `No pet insurance program ${body.program_id}`);
  if (!petAgeAllowed(body.pet_birth_month, startDate)) {
    return refused('pet_age', 'The pet must be 3 months to 8 years old at the start of cover');
  }
  const person = await findPerson(ctx.db, {
    birthday,
    passport: { series: body.passport_seria, number: body.passport_number },
  });
  if (!person) return refused('person_not_found', 'No person with this passport and birthday');
  if (body.amount_uzs !== undefined && body.amount_uzs !== program.totalPremium) {
    return { status: 422, body: priceMismatchBody(program.totalPremium) };
  }

  const contract = await withStoredFiles(ctx.storage, files, (stored) =>
    ctx.db.transaction().execute(async (trx) => {
      const saved = await createContract(trx, {
        product: 'pets',
        amountUzs: program.totalPremium,
        channel: ctx.channel,
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
      });
      await recordFiles(trx, saved.id, stored, ctx.now);
      await sendChat(trx, leadText(saved, program, body.pet_kind, body.phone));
      return saved;
    }),
  );
  const links = ctx.links(contract);
  return {
    status: 200,
    body: {
      error: 0,
      result: true,
      message: 'success',
      contract_id: contract.id,
      order_id: contract.order_id,
      payme_url: links.payme,
      click_url: links.click,
      amount_uzs: contract.amount_uzs,
    },
  };
}

/** The chat relay gets the product, a masked phone and the program: never the passport or the photos. */
function leadText(contract: Contract, program: PetsProgram, kind: string, phone: string) {
  return [
    `<b>New ${escapeHtml(productInfo('pets')?.name.en ?? 'pet insurance')} application</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    `Phone: ${maskPhone(phone)}`,
    `Detail: program ${program.id}, ${formatUzs(program.totalInsuranceAmount)} UZS cover, ${escapeHtml(kind)}`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}
