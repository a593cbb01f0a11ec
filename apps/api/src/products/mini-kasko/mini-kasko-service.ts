import type { Kysely } from 'kysely';
import type {
  MiniKaskoCreateContractRequest,
  MiniKaskoCreateContractResponse,
  MiniKaskoRefusal,
} from '@polis/api-contract';
import { MINI_KASKO_TERM_DAYS, type MiniKaskoProgram } from '@polis/tariffs';
import { createContract, type Contract } from '../../contracts/contract-service';
import { savedAnswer } from '../../contracts/saved-answer';
import { formatUzs, tashkentDate, addDays } from '../../contracts/format';
import { productInfo } from '../../contracts/products';
import type { Database } from '../../db/schema';
import { fullNameOf } from '../kit/full-name';
import { sendLead } from '../../outbox/chat-outbox';
import { LEAD_CONTACT_LINES } from '../../outbox/lead';
import { escapeHtml } from '../../outbox/mask';
import { carFacts } from '../kit/car-facts';
import { checkMiniKasko } from '../kit/mini-kasko-checks';

export interface MiniKaskoSaveContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
  readonly now?: Date;
}

export type MiniKaskoOutcome =
  | { readonly status: 200; readonly body: MiniKaskoCreateContractResponse }
  | { readonly status: 422; readonly body: MiniKaskoRefusal };

/**
 * One mini KASKO application: the program, the car in the vehicle registry (OSAGO's look-up), the applicant
 * in the person registry, the server's premium (422 when the client's differs), then the contract and its
 * lead message in one transaction. The 31-day cover starts the next day (Tashkent days).
 */
export async function createMiniKaskoContract(
  ctx: MiniKaskoSaveContext,
  body: MiniKaskoCreateContractRequest,
): Promise<MiniKaskoOutcome> {
  const checked = await checkMiniKasko(ctx.db, body);
  if (!checked.ok) return checked.refusal;
  const { program, vehicle, person } = checked;

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
    await sendLead(trx, leadText(saved, program), {
      phone: body.phone_number,
      name: saved.holder_name,
    });
    return saved;
  });
  return { status: 200, body: savedAnswer(contract, ctx.links(contract), { liability: program.coverUzs }) };
}

/** The lead: the product, the contact's name and phone (in full, `sendLead`), the program; no plate. */
function leadText(contract: Contract, program: MiniKaskoProgram) {
  return [
    `<b>New ${escapeHtml(productInfo('mini-kasko')?.name.en ?? 'Mini KASKO')} application</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    ...LEAD_CONTACT_LINES,
    `Detail: ${escapeHtml(program.name)}, cover ${formatUzs(program.coverUzs)} UZS`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}
