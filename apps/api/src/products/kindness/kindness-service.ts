import type { Kysely } from 'kysely';
import type {
  KindnessCreateContractRequest,
  KindnessCreateContractResponse,
  KindnessRefusal,
} from '@polis/api-contract';
import {
  ageOn,
  KINDNESS_COVER,
  KINDNESS_COVER_MONTHS,
  KINDNESS_PRODUCT_ID,
  KINDNESS_RISK_ID,
  kindnessPremium,
} from '@polis/tariffs';
import { createContract, type Contract } from '../../contracts/contract-service';
import { savedAnswer } from '../../contracts/saved-answer';
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

export interface KindnessSaveContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
  readonly now?: Date;
}

export type KindnessOutcome =
  | { readonly status: 200; readonly body: KindnessCreateContractResponse }
  | { readonly status: 422; readonly body: KindnessRefusal };

const refused = (code: string, message: string): KindnessOutcome => ({
  status: 422,
  body: errorBody(code, message),
});

function checkedBody(body: KindnessCreateContractRequest, now: Date) {
  const issues = new Issues();
  const today = tashkentDate(now);
  const start = issues.date('/start_date', body.start_date);
  if (start < addDays(today, 1) || start > addDays(today, 90))
    issues.add('/start_date', 'must be 1 to 90 days ahead');
  const applicantBirthday = issues.date('/applicant/birthday', body.applicant.birthday);
  if (ageOn(applicantBirthday, today) < 18)
    issues.add('/applicant/birthday', 'the applicant must be 18 or older');
  const insuredBirthday = issues.date('/insured/birthday', body.insured.birthday);
  if (insuredBirthday > today) issues.add('/insured/birthday', 'must not be in the future');
  issues.throwIfAny();
  return { start, applicantBirthday, insuredBirthday };
}

/** One kindness application: the fixed ids, both persons in the registry, 200 000, the contract and its lead. */
export async function createKindnessContract(
  ctx: KindnessSaveContext,
  body: KindnessCreateContractRequest,
): Promise<KindnessOutcome> {
  const { start, applicantBirthday, insuredBirthday } = checkedBody(body, ctx.now ?? new Date());
  if (body.risk_id !== KINDNESS_RISK_ID || body.product_id !== KINDNESS_PRODUCT_ID)
    return refused('unknown_program', 'Kindness is sold with its fixed risk and product ids only');
  const { applicant, insured } = body;
  const buyer = await findPerson(ctx.db, {
    birthday: applicantBirthday,
    passport: { series: applicant.seria, number: applicant.number },
  });
  if (!buyer) return refused('person_not_found', 'No person with the applicant’s passport and birthday');
  const gifted = await findPerson(ctx.db, {
    birthday: insuredBirthday,
    passport: { series: insured.seria, number: insured.number },
  });
  if (!gifted) return refused('insured_not_found', 'No person with the insured’s passport and birthday');
  const premium = kindnessPremium();
  if (body.amount_uzs !== undefined && body.amount_uzs !== premium)
    return { status: 422, body: priceMismatchBody(premium) };
  const contract = await ctx.db.transaction().execute(async (trx) => {
    const saved = await createContract(trx, {
      product: 'kindness',
      amountUzs: premium,
      channel: ctx.channel,
      phone: applicant.phone,
      holderName: fullNameOf(buyer),
      details: {
        insured_sum: KINDNESS_COVER.accident,
        hospital_cover: KINDNESS_COVER.hospital,
        insured_persons: fullNameOf(gifted),
        period_months: KINDNESS_COVER_MONTHS,
      },
      startDate: start,
      endDate: addMonthsInclusive(start, KINDNESS_COVER_MONTHS),
    });
    await sendLead(trx, leadText(saved), { phone: applicant.phone, name: saved.holder_name });
    return saved;
  });
  return { status: 200, body: savedAnswer(contract, ctx.links(contract), {}) };
}

/** The lead: the product, the buyer's name and phone (in full, `sendLead`), the program; never the gifted. */
function leadText(contract: Contract) {
  return [
    `<b>New ${escapeHtml(productInfo('kindness')?.name.en ?? 'kindness')} application</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    ...LEAD_CONTACT_LINES,
    `Detail: gift policy, risk ${KINDNESS_RISK_ID}, product ${KINDNESS_PRODUCT_ID}`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}
