import type { Kysely } from 'kysely';
import type { TravelUzbRefusal, TravelUzbSaveRequest, TravelUzbSaveResponse } from '@polis/api-contract';
import {
  TRAVEL_UZB_MAX_DAYS,
  TRAVEL_UZB_MAX_START_AHEAD_DAYS,
  tripDays,
  travelUzbTariff,
  travelUzbTotals,
} from '@polis/tariffs';
import { createContract, type Contract } from '../../contracts/contract-service';
import { formatUzs, tashkentDate, addDays } from '../../contracts/format';
import { productInfo } from '../../contracts/products';
import type { Database } from '../../db/schema';
import { errorBody } from '../../errors';
import { fullNameOf } from '../kit/full-name';
import { sendLead } from '../../outbox/chat-outbox';
import { LEAD_CONTACT_LINES } from '../../outbox/lead';
import { escapeHtml } from '../../outbox/mask';
import { findPerson } from '../../registries/person-lookup';
import { Issues } from '../../http/issues';

export interface TravelUzbSaveContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
  readonly now?: Date;
}

export type TravelUzbOutcome =
  | { readonly status: 200; readonly body: TravelUzbSaveResponse }
  | { readonly status: 422; readonly body: TravelUzbRefusal };

const refused = (code: string, message: string): TravelUzbOutcome => ({
  status: 422,
  body: errorBody(code, message),
});

/** The 400 rules: real days, start from today to 90 days ahead, not after the end (spec 001), at most 90 days. */
function checkedBody(body: TravelUzbSaveRequest, now: Date) {
  const issues = new Issues();
  const today = tashkentDate(now);
  const begin = issues.date('/begin_date', body.begin_date);
  const end = issues.date('/end_date', body.end_date);
  const birthday = issues.date('/applicant/birthday', body.applicant.birthday);
  const tourists = body.tourists.map((t, i) => {
    const born = issues.date(`/tourists/${i}/birthday`, t.birthday);
    if (born > today) issues.add(`/tourists/${i}/birthday`, 'must be in the past');
    if (t.type === 'foreign' && !t.country)
      issues.add(`/tourists/${i}/country`, 'is required for a foreign tourist');
    if (t.type === 'foreign' && t.country === 'UZ') issues.add(`/tourists/${i}/country`, 'must not be UZ');
    return { ...t, birthday: born };
  });
  issues.throwIfAny();
  if (begin < today) issues.add('/begin_date', 'must not be in the past');
  if (begin > addDays(today, TRAVEL_UZB_MAX_START_AHEAD_DAYS))
    issues.add('/begin_date', `must be within ${TRAVEL_UZB_MAX_START_AHEAD_DAYS} days`);
  if (begin > end) issues.add('/end_date', 'startdate_cant_be_more_than_enddate');
  const days = tripDays(begin, end);
  if (days > TRAVEL_UZB_MAX_DAYS) issues.add('/end_date', `at most ${TRAVEL_UZB_MAX_DAYS} days`);
  issues.throwIfAny();
  return { begin, end, birthday, days, tourists };
}

/**
 * One domestic travel application: dates, tariff, the applicant in the person registry, the server's total
 * (premium x tourists x days; 422 when the client's differs), then the contract and its lead in one transaction.
 */
export async function saveTravelUzb(
  ctx: TravelUzbSaveContext,
  body: TravelUzbSaveRequest,
): Promise<TravelUzbOutcome> {
  const { begin, end, birthday, days, tourists } = checkedBody(body, ctx.now ?? new Date());
  const tariff = travelUzbTariff(body.selected_tariff);
  if (!tariff) return refused('unknown_tariff', `No tariff ${body.selected_tariff}`);
  const { seria, number, phone } = body.applicant;
  const person = await findPerson(ctx.db, { birthday, passport: { series: seria, number } });
  if (!person) return refused('person_not_found', 'No person with this passport and birthday');
  const totals = travelUzbTotals(tariff, tourists.length, days);
  if (body.premium !== totals.premium) {
    return {
      status: 422,
      body: {
        error: {
          code: 'price_mismatch',
          message: `The price has changed: the total is ${formatUzs(totals.premium)} UZS (${totals.premium})`,
          details: [{ part: 'body', path: '/premium', message: String(totals.premium) }],
        },
        amount_uzs: totals.premium,
      },
    };
  }
  const contract = await ctx.db.transaction().execute(async (trx) => {
    const saved = await createContract(trx, {
      product: 'travel-around-uzbekistan',
      amountUzs: totals.premium,
      channel: ctx.channel,
      phone,
      holderName: fullNameOf(person),
      details: {
        countries: 'UZ',
        travellers: tourists
          .map((t) => {
            const who = `${t.lastname.trim()} ${t.name.trim()}`.replace(/\s+/g, ' ');
            return t.type === 'foreign' ? `${who} (${t.country})` : who;
          })
          .join(', '),
        tariff: tariff.name.en,
        days,
        insured_sum: totals.liability,
      },
      startDate: begin,
      endDate: end,
    });
    await sendLead(trx, leadText(saved, tourists.length, days), { phone, name: saved.holder_name });
    return saved;
  });
  const links = ctx.links(contract);
  return {
    status: 200,
    body: {
      error: 0,
      result: true,
      message: 'success',
      response: {
        contract_id: contract.id,
        order_id: contract.order_id,
        payme_url: links.payme,
        url: links.click,
        amount_uzs: contract.amount_uzs,
        days,
        liability: totals.liability,
      },
    },
  };
}

/** The lead: product, order, the contact's name and phone (in full, `sendLead`), the trip's size. */
function leadText(contract: Contract, tourists: number, days: number) {
  return [
    `<b>New ${escapeHtml(productInfo('travel-around-uzbekistan')?.name.en ?? 'domestic travel')} application</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    ...LEAD_CONTACT_LINES,
    `Detail: Uzbekistan, ${tourists} tourist(s), ${days} day(s)`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}
