import type { Kysely } from 'kysely';
import type { SportRefusal, SportSaveRequest, SportSaveResponse } from '@polis/api-contract';
import { ageOn, isSportAmount, sportDataType, sportPremium, sportType } from '@polis/tariffs';
import { createContract, type Contract } from '../../contracts/contract-service';
import { addMonthsInclusive, formatUzs, tashkentDate, addDays } from '../../contracts/format';
import { productInfo } from '../../contracts/products';
import type { Database } from '../../db/schema';
import { errorBody } from '../../errors';
import { fullNameOf } from '../kit/full-name';
import { priceMismatchBody } from '../kit/price-mismatch';
import { sendLead } from '../../outbox/chat-outbox';
import { LEAD_CONTACT_LINES } from '../../outbox/lead';
import { escapeHtml } from '../../outbox/mask';
import { findPerson } from '../../registries/person-lookup';
import { Issues } from '../../http/issues';

export interface SportSaveContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
  readonly now?: Date;
}

export type SportOutcome =
  | { readonly status: 200; readonly body: SportSaveResponse }
  | { readonly status: 422; readonly body: SportRefusal };

const refused = (code: string, message: string): SportOutcome => ({
  status: 422,
  body: errorBody(code, message),
});

/** The cross-field 400s: real days, the start 1-90 days ahead, a sum on sale, the insurer an adult, the sportsman 6-70. */
function checkedBody(body: SportSaveRequest, now: Date) {
  const issues = new Issues();
  const today = tashkentDate(now);
  const start = issues.date('/start_date', body.start_date);
  if (start < addDays(today, 1) || start > addDays(today, 90))
    issues.add('/start_date', 'must be 1 to 90 days ahead');
  if (!isSportAmount(body.insurance_amount)) issues.add('/insurance_amount', 'is not a sum on sale');
  const insurerBirthday = issues.date('/insurer/birthday', body.insurer.birthday);
  if (ageOn(insurerBirthday, today) < 18) issues.add('/insurer/birthday', 'the insurer must be 18 or older');
  const insuredBirthday = issues.date('/insured/birthday', body.insured.birthday);
  const age = ageOn(insuredBirthday, today);
  if (insuredBirthday > today || age < 6 || age > 70)
    issues.add('/insured/birthday', 'the sportsman must be 6 to 70');
  issues.throwIfAny();
  return { start, insurerBirthday, insuredBirthday };
}

/**
 * One sportsman application: the type row (sport and period), the insurer and a resident sportsman in the
 * person registry, the server's premium (422 when the client's differs), then the contract, its invoice and lead.
 */
export async function createSportContract(
  ctx: SportSaveContext,
  body: SportSaveRequest,
): Promise<SportOutcome> {
  const { start, insurerBirthday, insuredBirthday } = checkedBody(body, ctx.now ?? new Date());
  const row = sportType(body.type_id);
  const period = row && sportDataType(row.date_type);
  if (!row || !period) return refused('unknown_type', `No sport type ${body.type_id}`);
  const { insurer, insured } = body;
  const payer = await findPerson(ctx.db, {
    birthday: insurerBirthday,
    passport: { series: insurer.seria, number: insurer.number },
  });
  if (!payer) return refused('person_not_found', 'No person with the insurer’s passport and birthday');
  let sportsman: string;
  if (insured.resident_type === 1) {
    const person = await findPerson(ctx.db, {
      birthday: insuredBirthday,
      passport: { series: insured.seria, number: insured.number },
    });
    if (!person) return refused('insured_not_found', 'No person with the sportsman’s passport and birthday');
    sportsman = fullNameOf(person);
  } else {
    sportsman = `${insured.last_name} ${insured.first_name}`.toUpperCase();
  }
  const premium = sportPremium(body.insurance_amount, row.limit);
  if (body.amount_uzs !== undefined && body.amount_uzs !== premium) {
    return { status: 422, body: priceMismatchBody(premium) };
  }
  const contract = await ctx.db.transaction().execute(async (trx) => {
    const saved = await createContract(trx, {
      product: 'sport',
      amountUzs: premium,
      channel: ctx.channel,
      phone: insurer.phone,
      holderName: fullNameOf(payer),
      details: {
        sport: row.name_en,
        insured_sum: body.insurance_amount,
        insured_persons: sportsman,
        resident: insured.resident_type === 1,
        period_months: period.months,
      },
      startDate: start,
      endDate: addMonthsInclusive(start, period.months),
    });
    await sendLead(trx, leadText(saved, `${row.name_en}, ${period.name.en}`), {
      phone: insurer.phone,
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
      invoice: {
        amount_uzs: contract.amount_uzs,
        order_id: contract.order_id,
        click_url: links.click,
        payme_url: links.payme,
      },
    },
  };
}

/** The lead: the product, the contact's name and phone (in full, `sendLead`), the sport and its period. */
function leadText(contract: Contract, detail: string) {
  return [
    `<b>New ${escapeHtml(productInfo('sport')?.name.en ?? 'sport')} application</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    ...LEAD_CONTACT_LINES,
    `Detail: ${escapeHtml(detail)}`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}
