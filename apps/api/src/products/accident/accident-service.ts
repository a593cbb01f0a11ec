import type { Kysely } from 'kysely';
import type {
  AccidentAudience,
  AccidentCreateContractRequest,
  AccidentCreateContractResponse,
  AccidentRefusal,
} from '@polis/api-contract';
import { ACCIDENT_COVER_MONTHS, accidentPremium, isAccidentAmount } from '@polis/tariffs';
import { createContract, type Contract } from '../../contracts/contract-service';
import { savedAnswer } from '../../contracts/saved-answer';
import { addMonthsInclusive, formatUzs, tashkentDate, addDays } from '../../contracts/format';
import { productInfo } from '../../contracts/products';
import type { Database } from '../../db/schema';
import { errorBody } from '../../errors';
import { plateOf } from '../../registries/registry-keys';
import { fullNameOf } from '../kit/full-name';
import { priceMismatchBody } from '../kit/price-mismatch';
import { sendLead } from '../../outbox/chat-outbox';
import { LEAD_CONTACT_LINES } from '../../outbox/lead';
import { escapeHtml } from '../../outbox/mask';
import { findPerson } from '../../registries/person-lookup';
import { Issues } from '../../http/issues';

/** The start window: tomorrow at the earliest (no cover for today's accidents), at most 90 days ahead. */
export const ACCIDENT_START_FROM_DAYS = 1;
export const ACCIDENT_START_TO_DAYS = 90;

/** The contract's product per page: the cabinet and the policy name the page's audience. */
export const ACCIDENT_PRODUCT: Readonly<Record<AccidentAudience, string>> = {
  general: 'accident',
  driver: 'accident-driver',
  student: 'accident-student',
  teacher: 'accident-teacher',
  foreign: 'accident-foreign',
};

export interface AccidentSaveContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
  readonly now?: Date;
}

export type AccidentOutcome =
  | { readonly status: 200; readonly body: AccidentCreateContractResponse }
  | { readonly status: 422; readonly body: AccidentRefusal };

type Insured = AccidentCreateContractRequest['insureds'][number];
const isForeigner = (i: Insured): i is Extract<Insured, { passport: string }> => 'passport' in i;

const refused = (code: string, message: string, key?: number): AccidentOutcome => ({
  status: 422,
  body: key === undefined ? errorBody(code, message) : { ...errorBody(code, message), response: { key } },
});

/** The cross-field 400s: real days, the start window, ages, the page's own data, one kind of insured. */
function checkedBody(body: AccidentCreateContractRequest, now: Date) {
  const issues = new Issues();
  const today = tashkentDate(now);
  const start = issues.date('/start_date', body.start_date);
  if (start < addDays(today, ACCIDENT_START_FROM_DAYS) || start > addDays(today, ACCIDENT_START_TO_DAYS))
    issues.add('/start_date', `must be ${ACCIDENT_START_FROM_DAYS} to ${ACCIDENT_START_TO_DAYS} days ahead`);
  if (!isAccidentAmount(body.insurance_amount)) issues.add('/insurance_amount', 'is not a sum on sale');
  const foreignPage = body.audience === 'foreign';
  const birthdays = body.insureds.map((insured, i) => {
    if (isForeigner(insured) !== foreignPage)
      issues.add(`/insureds/${i}`, foreignPage ? 'must be a foreign citizen' : 'must be a resident');
    if (isForeigner(insured) && insured.citizenship === 'UZ')
      issues.add(`/insureds/${i}/citizenship`, 'must not be UZ');
    const iso = issues.date(`/insureds/${i}/birthday`, insured.birthday);
    if (iso > today) issues.add(`/insureds/${i}/birthday`, 'must not be in the future');
    return iso;
  });
  const ids = body.insureds.map((i) => (isForeigner(i) ? i.passport : `${i.seria}${i.number}`));
  if (new Set(ids).size !== ids.length) issues.add('/insureds', 'must not name one person twice');
  // The first insured drives (driver page): an adult.
  if (body.audience === 'driver' && birthdays[0] > addYears(today, -18))
    issues.add('/insureds/0/birthday', 'the driver must be 18 or older');
  if (body.audience === 'driver' && !body.vehicle_number) issues.add('/vehicle_number', 'is required');
  if (body.audience !== 'driver' && body.vehicle_number)
    issues.add('/vehicle_number', 'only on the driver page');
  const withInstitution = body.audience === 'student' || body.audience === 'teacher';
  const institution = body.institution?.trim().replace(/\s+/g, ' ') ?? '';
  if (withInstitution && institution.length < 3) issues.add('/institution', 'is required');
  if (!withInstitution && body.institution !== undefined)
    issues.add('/institution', 'only on the student and teacher pages');
  const { payer } = body;
  let payerBirthday: string | null = null;
  if (payer.is_insured) {
    if (payer.seria || payer.number || payer.birthday)
      issues.add('/payer', 'an insured payer is the first insured: no passport of their own');
  } else if (!payer.seria || !payer.number || !payer.birthday) {
    issues.add('/payer', 'seria, number and birthday are required when the payer is not insured');
  } else {
    payerBirthday = issues.date('/payer/birthday', payer.birthday);
    if (payerBirthday > addYears(today, -18)) issues.add('/payer/birthday', 'the payer must be 18 or older');
  }
  issues.throwIfAny();
  return { start, birthdays, institution, payerBirthday };
}

const addYears = (iso: string, years: number) => `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;

/**
 * One accident application: the page's data, the insured persons (residents in the person registry), the
 * payer, the server's total (422 when the client's differs), then the contract and its lead in one transaction.
 */
export async function createAccidentContract(
  ctx: AccidentSaveContext,
  body: AccidentCreateContractRequest,
): Promise<AccidentOutcome> {
  const { start, birthdays, institution, payerBirthday } = checkedBody(body, ctx.now ?? new Date());
  const names: string[] = [];
  for (const [index, insured] of body.insureds.entries()) {
    if (isForeigner(insured)) {
      names.push(`${insured.last_name} ${insured.first_name}`.toUpperCase());
      continue;
    }
    const person = await findPerson(ctx.db, {
      birthday: birthdays[index],
      passport: { series: insured.seria, number: insured.number },
    });
    if (!person)
      return refused(
        'person_not_found',
        `No person with the passport and birthday of insured ${index + 1}`,
        index + 1,
      );
    names.push(fullNameOf(person));
  }
  let holder = names[0];
  const { payer } = body;
  if (!payer.is_insured && payer.seria && payer.number && payerBirthday) {
    const person = await findPerson(ctx.db, {
      birthday: payerBirthday,
      passport: { series: payer.seria, number: payer.number },
    });
    if (!person) return refused('payer_not_found', 'No person with the payer’s passport and birthday');
    holder = fullNameOf(person);
  }
  let vehicle: string | null = null;
  if (body.audience === 'driver' && body.vehicle_number) {
    const plate = plateOf(body.vehicle_number);
    const row = await ctx.db
      .selectFrom('vehicles')
      .selectAll()
      .where('gov_number', '=', plate)
      .executeTakeFirst();
    if (!row) return refused('vehicle_not_found', `No vehicle with the plate ${plate}`);
    vehicle = `${plate}, ${row.model}`;
  }
  const total = accidentPremium(body.insurance_amount, body.insureds.length);
  if (body.amount_uzs !== undefined && body.amount_uzs !== total) {
    return { status: 422, body: priceMismatchBody(total) };
  }

  const product = ACCIDENT_PRODUCT[body.audience];
  const contract = await ctx.db.transaction().execute(async (trx) => {
    const saved = await createContract(trx, {
      product,
      amountUzs: total,
      channel: ctx.channel,
      phone: payer.phone,
      holderName: holder,
      // Printed on the policy: the cover, who is insured (names only), the page's own fact.
      details: {
        insured_sum: body.insurance_amount,
        insured_count: body.insureds.length,
        insured_persons: names.join(', '),
        ...(vehicle ? { vehicle } : {}),
        ...(institution ? { institution } : {}),
        period_months: ACCIDENT_COVER_MONTHS,
      },
      startDate: start,
      endDate: addMonthsInclusive(start, ACCIDENT_COVER_MONTHS),
    });
    await sendLead(trx, leadText(saved, product, body), { phone: payer.phone, name: saved.holder_name });
    return saved;
  });
  return {
    status: 200,
    body: savedAnswer(contract, ctx.links(contract), {
      insurance_amount: body.insurance_amount,
      insureds: body.insureds.length,
    }),
  };
}

/** The lead: the page, the payer's name and phone (in full, `sendLead`), the cover; never the insureds. */
function leadText(contract: Contract, product: string, body: AccidentCreateContractRequest) {
  return [
    `<b>New ${escapeHtml(productInfo(product)?.name.en ?? 'accident')} application (${body.audience})</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    ...LEAD_CONTACT_LINES,
    `Detail: ${body.insureds.length} insured × ${formatUzs(body.insurance_amount)} UZS`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}
