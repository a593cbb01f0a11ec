import type { Kysely } from 'kysely';
import type {
  InterfaceLang,
  DmsCalculationRequest,
  DmsCalculationResponse,
  DmsRefusal,
  DmsSubmitRequest,
  DmsSubmitResponse,
  ErrorBody,
} from '@polis/api-contract';
import {
  DMS_ADDITIONAL_COVERAGES,
  DMS_DEFAULT_CATEGORY,
  DMS_DEFAULT_COVERAGES,
  dmsChoiceIssues,
  dmsPrice,
  type DmsChoice,
} from '@polis/tariffs';
import type { Database } from '../../db/schema';
import { errorBody } from '../../errors';
import { formatUzs } from '../../contracts/format';
import { sendLead, type ChatRelaySettings } from '../../outbox/chat-outbox';
import { LEAD_CONTACT_LINES } from '../../outbox/lead';
import { escapeHtml } from '../../outbox/mask';
import { Issues } from '../../http/issues';
import { priceMismatchBody } from '../kit/price-mismatch';
import { siteRequestsRelay } from '../../outbox/site-requests-relay';
import { oneLine } from '../kit/full-name';
import { sendRequestNumber } from '../kit/request-sms';

export interface DmsConstructorContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly relay?: ChatRelaySettings;
  readonly now?: Date;
  /** The cabinet user whose session submitted it: their business applications list it whatever phone was typed. */
  readonly userId?: number | null;
  /** The request's language (header, Accept-Language) when the body names none: the SMS is in it. */
  readonly lang?: InterfaceLang;
}

export type DmsOutcome<T> =
  | { readonly status: 200; readonly body: T }
  | { readonly status: 404 | 409; readonly body: ErrorBody }
  | { readonly status: 422; readonly body: DmsRefusal };

const SUCCESS = { error: 0, result: true, message: 'success' } as const;

/** The absent list means the coverages ticked by default at their default amounts; `[]` means none. */
function choiceOf(body: DmsCalculationRequest): DmsChoice {
  return {
    limit: body.limit,
    category: body.hospital_category ?? DMS_DEFAULT_CATEGORY,
    additional:
      body.additional_coverages ??
      DMS_ADDITIONAL_COVERAGES.filter((c) => c.checked).map(({ id, coverage }) => ({ id, coverage })),
    employees: body.number_of_employees ?? 1,
  };
}

/**
 * `POST /dms/constructor/calculation`: 400 validation for a limit off the 100 000 step or out of range;
 * 422 for an unknown, repeated or out-of-bounds additional coverage; else the server's price, stored as a
 * constructor request with status 0.
 */
export async function calculateDms(
  ctx: DmsConstructorContext,
  body: DmsCalculationRequest,
): Promise<DmsOutcome<DmsCalculationResponse>> {
  const choice = choiceOf(body);
  const found = dmsChoiceIssues(choice);
  const issues = new Issues();
  for (const issue of found) {
    if (issue.code === 'limit_out_of_range')
      issues.add(issue.path, 'must be from 10 000 000 to 200 000 000 in steps of 100 000');
    else if (issue.code === 'employees_out_of_range') issues.add(issue.path, 'must be from 1 to 10 000');
  }
  issues.throwIfAny();
  if (found.length > 0) {
    const details = found.map((i) => ({ part: 'body', path: i.path, message: i.code }));
    const first = found[0];
    const id = 'id' in first ? first.id : 0;
    const text = {
      unknown_coverage: `There is no additional coverage ${id}`,
      duplicate_coverage: `Additional coverage ${id} is listed twice`,
      coverage_out_of_range: `Additional coverage ${id} is outside its bounds or step`,
    } as Record<string, string>;
    return { status: 422, body: errorBody(first.code, text[first.code] ?? first.code, details) };
  }
  const price = dmsPrice(choice);
  const now = (ctx.now ?? new Date()).toISOString();
  const { id } = await ctx.db
    .insertInto('dms_constructor_requests')
    .values({
      status: 0,
      channel: ctx.channel,
      limit_uzs: choice.limit,
      hospital_category: choice.category,
      coverages: JSON.stringify({ default: price.defaultCoverages, additional: price.additional }),
      number_of_employees: choice.employees,
      price_per_employee: price.perEmployee,
      price_for_company: price.forCompany,
      full_name: null,
      phone: null,
      company_name: null,
      inn: null,
      lang: null,
      created_at: now,
      submitted_at: null,
      user_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    status: 200,
    body: {
      ...SUCCESS,
      constructor_request_id: id,
      status: 0,
      limit: choice.limit,
      hospital_category: choice.category,
      default_coverages: [...price.defaultCoverages],
      additional_coverages: [...price.additional],
      number_of_employees: choice.employees,
      price_per_employee: price.perEmployee,
      price_for_company: price.forCompany,
    },
  };
}

type Row = Awaited<ReturnType<typeof findRequest>>;
const findRequest = (db: Kysely<Database>, id: number, channel: string) =>
  db
    .selectFrom('dms_constructor_requests')
    .selectAll()
    .where('id', '=', id)
    .where('channel', '=', channel)
    .executeTakeFirst();

const submitted = (row: NonNullable<Row>): DmsSubmitResponse => ({
  ...SUCCESS,
  id: row.id,
  constructor_request_id: row.id,
  status: 1,
  number_of_employees: Number(row.number_of_employees),
  price_per_employee: Number(row.price_per_employee),
  price_for_company: Number(row.price_for_company),
});

/**
 * `POST /dms/constructor/submit`: the calculated request gets the company's contact and status 1, the
 * company price is the server's (per employee x the number sent; 422 when `price_for_company` differs), and
 * the lead goes to the site-requests channel and the number to the phone by SMS, in one transaction. The same submission again answers the
 * same (no second lead); another contact for a submitted request is 409 `already_submitted`.
 */
export async function submitDms(
  ctx: DmsConstructorContext,
  body: DmsSubmitRequest,
): Promise<DmsOutcome<DmsSubmitResponse>> {
  const fullName = oneLine(body.full_name);
  const companyName = oneLine(body.company_name);
  const issues = new Issues();
  if (!fullName) issues.add('/full_name', 'must not be blank');
  if (!companyName) issues.add('/company_name', 'must not be blank');
  issues.throwIfAny();
  const notFound = {
    status: 404,
    body: errorBody(
      'constructor_request_not_found',
      'No DMS constructor request with this id; calculate first',
    ),
  } as const;
  return ctx.db.transaction().execute(async (trx): Promise<DmsOutcome<DmsSubmitResponse>> => {
    const row = await findRequest(trx, body.constructor_request_id, ctx.channel);
    if (!row) return notFound;
    const perEmployee = Number(row.price_per_employee);
    const forCompany = perEmployee * body.number_of_employees;
    if (body.price_for_company !== undefined && body.price_for_company !== forCompany)
      return { status: 422, body: priceMismatchBody(forCompany) };
    const same =
      row.full_name === fullName &&
      row.phone === body.phone &&
      row.company_name === companyName &&
      row.inn === body.inn &&
      Number(row.number_of_employees) === body.number_of_employees;
    if (Number(row.status) === 1) {
      if (same) return { status: 200, body: submitted(row) };
      return {
        status: 409,
        body: errorBody('already_submitted', 'This DMS request has been submitted already; calculate again'),
      };
    }
    const now = (ctx.now ?? new Date()).toISOString();
    const updated = await trx
      .updateTable('dms_constructor_requests')
      .set({
        status: 1,
        full_name: fullName,
        phone: body.phone,
        company_name: companyName,
        inn: body.inn,
        number_of_employees: body.number_of_employees,
        price_for_company: forCompany,
        lang: body.lang ?? null,
        submitted_at: now,
        user_id: ctx.userId ?? null,
      })
      .where('id', '=', row.id)
      .where('status', '=', 0)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      return {
        status: 409,
        body: errorBody('already_submitted', 'This DMS request has been submitted already; calculate again'),
      };
    }
    const stored = {
      ...row,
      status: 1,
      number_of_employees: body.number_of_employees,
      price_for_company: forCompany,
    };
    await sendLead(
      trx,
      leadText(stored, companyName, body),
      { phone: body.phone, name: fullName },
      ctx.relay ?? siteRequestsRelay(process.env),
    );
    // The application's number by SMS, as a business application's (at most three an hour to one phone).
    const sms = await sendRequestNumber(trx, {
      phone: body.phone,
      id: row.id,
      lang: body.lang ?? ctx.lang ?? 'uz',
      now: new Date(now),
    });
    return { status: 200, body: { ...submitted(stored), sms } };
  });
}

/** The lead: the company, INN (masked), the contact's name and phone (in full, `sendLead`), the choice, the prices. */
function leadText(row: NonNullable<Row>, company: string, body: DmsSubmitRequest): string {
  const coverages = JSON.parse(row.coverages) as {
    additional: { id: number; coverage: number; price: number }[];
  };
  const extras = coverages.additional.map(({ id, coverage }) => {
    const def = DMS_ADDITIONAL_COVERAGES.find((c) => c.id === id);
    return `${def?.key ?? id} ${def?.is_travel ? `${coverage} days` : formatUzs(coverage)}`;
  });
  return [
    `<b>DMS constructor #${row.id}</b>`,
    `Company: ${escapeHtml(company)} (INN ${body.inn})`,
    ...LEAD_CONTACT_LINES,
    `Employees: ${body.number_of_employees}`,
    `Limit: ${formatUzs(Number(row.limit_uzs))} · ${escapeHtml(row.hospital_category)} (${DMS_DEFAULT_COVERAGES.length} default coverages)`,
    `Extras: ${extras.length > 0 ? extras.join(', ') : 'none'}`,
    `Price: ${formatUzs(Number(row.price_per_employee))} per employee, ${formatUzs(Number(row.price_for_company))} for the company`,
  ].join('\n');
}
