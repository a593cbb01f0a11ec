import type { Kysely } from 'kysely';
import type {
  MiniKaskoCreateContractRequest,
  MiniKaskoCreateContractResponse,
  MiniKaskoRefusal,
} from '@polis/api-contract';
import {
  isRestrictedModel,
  MINI_KASKO_TERM_DAYS,
  miniKaskoProgram,
  type MiniKaskoProgram,
} from '@polis/tariffs';
import { createContract, type Contract } from '../../contracts/contract-service';
import { savedAnswer } from '../../contracts/saved-answer';
import { formatUzs, tashkentDate } from '../../contracts/format';
import { productInfo } from '../../contracts/products';
import type { Database } from '../../db/schema';
import { errorBody } from '../../errors';
import { addDays, Issues } from '../osago/normalise';
import { fullNameOf } from '../osago/owner-rules';
import { priceMismatchBody } from '../osago/pricing';
import { findVehicle, vehicleDocsOf } from '../osago/vehicle-lookup';
import { sendChat } from '../../outbox/chat-outbox';
import { escapeHtml, maskPhone } from '../../outbox/mask';
import { findPerson } from '../../registries/person-lookup';
import { carFacts, splitPassport } from './car-facts';

export interface MiniKaskoSaveContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
  readonly now?: Date;
}

export type MiniKaskoOutcome =
  | { readonly status: 200; readonly body: MiniKaskoCreateContractResponse }
  | { readonly status: 422; readonly body: MiniKaskoRefusal };

const refused = (code: string, message: string): MiniKaskoOutcome => ({
  status: 422,
  body: errorBody(code, message),
});

/**
 * One mini KASKO application: the program, the car in the vehicle registry (OSAGO's look-up), the applicant
 * in the person registry, the server's premium (422 when the client's differs), then the contract and its
 * lead message in one transaction. The 31-day cover starts the next day (Tashkent days).
 */
export async function createMiniKaskoContract(
  ctx: MiniKaskoSaveContext,
  body: MiniKaskoCreateContractRequest,
): Promise<MiniKaskoOutcome> {
  const issues = new Issues();
  const birthday = issues.date('/birthday', body.birthday);
  issues.throwIfAny();
  const program = miniKaskoProgram(body.program_id);
  if (!program) return refused('unknown_program', `No mini KASKO program ${body.program_id}`);
  const vehicle = await findVehicle(ctx.db, vehicleDocsOf(body.gos_number, body.tech_sery, body.tech_number));
  if (!vehicle) return refused('vehicle_not_found', 'No vehicle with this plate and technical passport');
  if (isRestrictedModel(vehicle.model))
    return refused('restricted_model', 'Special-purpose vehicles cannot be insured online');
  const person = await findPerson(ctx.db, { birthday, passport: splitPassport(body.passport) });
  if (!person) return refused('person_not_found', 'No person with this passport and birthday');
  if (body.amount_uzs !== undefined && body.amount_uzs !== program.priceUzs) {
    return { status: 422, body: priceMismatchBody(program.priceUzs) };
  }

  const startDate = addDays(tashkentDate(ctx.now ?? new Date()), 1);
  const contract = await ctx.db.transaction().execute(async (trx) => {
    const saved = await createContract(trx, {
      product: 'mini-kasko',
      amountUzs: program.priceUzs,
      channel: ctx.channel,
      phone: body.phone_number,
      holderName: fullNameOf(person),
      details: {
        ...carFacts(vehicle),
        program: `Mini KASKO ${program.name}`,
        insured_sum: program.coverUzs,
        period_days: MINI_KASKO_TERM_DAYS,
      },
      startDate,
      endDate: addDays(startDate, MINI_KASKO_TERM_DAYS - 1),
    });
    await sendChat(trx, leadText(saved, program, body.phone_number));
    return saved;
  });
  return { status: 200, body: savedAnswer(contract, ctx.links(contract), { liability: program.coverUzs }) };
}

/** The chat relay gets the product, a masked phone and the program: never the plate or the passport. */
function leadText(contract: Contract, program: MiniKaskoProgram, phone: string) {
  return [
    `<b>New ${escapeHtml(productInfo('mini-kasko')?.name.en ?? 'Mini KASKO')} application</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    `Phone: ${maskPhone(phone)}`,
    `Detail: ${escapeHtml(program.name)}, cover ${formatUzs(program.coverUzs)} UZS`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}
