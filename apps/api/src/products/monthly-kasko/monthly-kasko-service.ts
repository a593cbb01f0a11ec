import type { Kysely } from 'kysely';
import type {
  MonthlyKaskoRefusal,
  MonthlyKaskoSaveRequest,
  MonthlyKaskoSaveResponse,
} from '@polis/api-contract';
import { type MiniKaskoProgram } from '@polis/tariffs';
import { createContract, type Contract } from '../../contracts/contract-service';
import { formatUzs, tashkentDate, addDays } from '../../contracts/format';
import { productInfo } from '../../contracts/products';
import type { Database } from '../../db/schema';
import { fullNameOf } from '../kit/full-name';
import { sendLead } from '../../outbox/chat-outbox';
import { LEAD_CONTACT_LINES } from '../../outbox/lead';
import { escapeHtml } from '../../outbox/mask';
import { carFacts } from '../kit/car-facts';
import { checkMiniKasko } from '../kit/mini-kasko-checks';
import { paidThrough } from './monthly-schedule';

export interface MonthlyKaskoSaveContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
  readonly now?: Date;
}

export type MonthlyKaskoOutcome =
  | { readonly status: 200; readonly body: MonthlyKaskoSaveResponse }
  | { readonly status: 422; readonly body: MonthlyKaskoRefusal };

/**
 * One monthly mini KASKO application: mini KASKO's checks (program, car, restricted model, applicant) and its
 * program price as the monthly premium (422 when the client's differs); then the contract for the first month
 * and its plan (`pending` until the card subscription pays the first month), with the lead, in one transaction.
 */
export async function createMonthlyKaskoContract(
  ctx: MonthlyKaskoSaveContext,
  body: MonthlyKaskoSaveRequest,
): Promise<MonthlyKaskoOutcome> {
  const checked = await checkMiniKasko(ctx.db, body);
  if (!checked.ok) return checked.refusal;
  const { program, vehicle, person } = checked;
  const now = ctx.now ?? new Date();
  const startDate = addDays(tashkentDate(now), 1);
  const contract = await ctx.db.transaction().execute(async (trx) => {
    const saved = await createContract(trx, {
      product: 'monthly-kasko',
      amountUzs: program.priceUzs,
      channel: ctx.channel,
      phone: body.phone_number,
      holderName: fullNameOf(person),
      details: {
        ...carFacts(vehicle),
        program: `Mini KASKO ${program.name}`,
        insured_sum: program.coverUzs,
        period_months: 1,
        monthly_auto_payment: true,
      },
      startDate,
      endDate: paidThrough(startDate, 1),
    });
    await trx
      .insertInto('monthly_plans')
      .values({
        contract_id: saved.id,
        program_id: program.id,
        amount_uzs: program.priceUzs,
        status: 'pending',
        start_date: startDate,
        periods_paid: 0,
        paid_through: null,
        due_day: null,
        next_charge_at: null,
        failures: 0,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    await sendLead(trx, leadText(saved, program), {
      phone: body.phone_number,
      name: saved.holder_name,
    });
    return saved;
  });
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
      liability: program.coverUzs,
    },
  };
}

/** The lead: the product, the contact's name and phone (in full, `sendLead`), the program; no plate. */
function leadText(contract: Contract, program: MiniKaskoProgram) {
  return [
    `<b>New ${escapeHtml(productInfo('monthly-kasko')?.name.en ?? 'Monthly mini KASKO')} application</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS a month`,
    ...LEAD_CONTACT_LINES,
    `Detail: ${escapeHtml(program.name)}, cover ${formatUzs(program.coverUzs)} UZS`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}
