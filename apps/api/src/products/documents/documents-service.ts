import type { Kysely } from 'kysely';
import type {
  DocumentsCreateContractRequest,
  DocumentsCreateContractResponse,
  DocumentsRefusal,
} from '@polis/api-contract';
import {
  ageOn,
  DOCUMENTS_COVER_MONTHS,
  GOV_OBJECT_TYPE_ID,
  documentType,
  documentsLiability,
  documentsPremium,
} from '@polis/tariffs';
import { createContract, type Contract } from '../../contracts/contract-service';
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

export interface DocumentsSaveContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
  readonly now?: Date;
}

export type DocumentsOutcome =
  | { readonly status: 200; readonly body: DocumentsCreateContractResponse }
  | { readonly status: 422; readonly body: DocumentsRefusal };

const refused = (code: string, message: string): DocumentsOutcome => ({
  status: 422,
  body: errorBody(code, message),
});

/** Days a start date may lie ahead: from tomorrow to 30 days (the product's choice, README.md). */
export const DOCUMENTS_START_DAYS = { from: 1, to: 30 } as const;

/** The cross-field 400s: real days, the start 1-30 days ahead, an adult applicant. */
function checkedBody(body: DocumentsCreateContractRequest, now: Date) {
  const issues = new Issues();
  const today = tashkentDate(now);
  const start = issues.date('/start_date', body.start_date);
  if (start < addDays(today, DOCUMENTS_START_DAYS.from) || start > addDays(today, DOCUMENTS_START_DAYS.to))
    issues.add(
      '/start_date',
      `must be ${DOCUMENTS_START_DAYS.from} to ${DOCUMENTS_START_DAYS.to} days ahead`,
    );
  const birthday = issues.date('/applicant/birthday', body.applicant.birthday);
  if (birthday > today || ageOn(birthday, today) < 18)
    issues.add('/applicant/birthday', 'the applicant must be 18 or older');
  issues.throwIfAny();
  return { start, birthday };
}

/**
 * One application: the chosen kinds (38 with its state number), the applicant in the person registry, the
 * server's premium (422 when the client's differs), then the contract and its lead, in one transaction.
 */
export async function createDocumentsContract(
  ctx: DocumentsSaveContext,
  body: DocumentsCreateContractRequest,
): Promise<DocumentsOutcome> {
  const { start, birthday } = checkedBody(body, ctx.now ?? new Date());
  const unknown = body.types.find((id) => !documentType(id));
  if (unknown !== undefined) return refused('unknown_type', `No document type ${unknown}`);
  const govObject = body.types.includes(GOV_OBJECT_TYPE_ID);
  const govNumber = govObject && body.govNumber ? plateOf(body.govNumber) : '';
  if (govObject && !govNumber)
    return refused('gov_number_required', `Type ${GOV_OBJECT_TYPE_ID} needs the object's state number`);
  const { applicant } = body;
  const person = await findPerson(ctx.db, {
    birthday,
    passport: { series: applicant.seria, number: applicant.number },
  });
  if (!person) return refused('person_not_found', 'No person with this passport and birthday');
  const premium = documentsPremium(body.types);
  if (body.amount_uzs !== undefined && body.amount_uzs !== premium) {
    return { status: 422, body: priceMismatchBody(premium) };
  }
  const liability = documentsLiability(body.types);
  const names = body.types.map((id) => documentType(id)?.name_en ?? String(id));
  const contract = await ctx.db.transaction().execute(async (trx) => {
    const saved = await createContract(trx, {
      product: 'documents',
      amountUzs: premium,
      channel: ctx.channel,
      phone: applicant.phone,
      holderName: fullNameOf(person),
      details: {
        document_types: body.types.join(','),
        ...(govNumber ? { gov_number: govNumber } : {}),
        insured_sum: liability,
        period_months: DOCUMENTS_COVER_MONTHS,
      },
      startDate: start,
      endDate: addMonthsInclusive(start, DOCUMENTS_COVER_MONTHS),
    });
    await sendLead(trx, leadText(saved, names.join(', ')), {
      phone: applicant.phone,
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
      liability,
    },
  };
}

/** The lead: the product, the contact's name and phone (in full, `sendLead`), the kinds chosen. */
function leadText(contract: Contract, detail: string) {
  return [
    `<b>New ${escapeHtml(productInfo('documents')?.name.en ?? 'documents')} application</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    ...LEAD_CONTACT_LINES,
    `Detail: ${escapeHtml(detail)}`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}
