import type { FastifyInstance } from 'fastify';
import { DOCUMENTS_ENDPOINTS, type DocumentTypesResponse } from '@polis/api-contract';
import {
  ageOn,
  DOCUMENT_TYPES,
  DOCUMENTS_COVER_MONTHS,
  GOV_OBJECT_TYPE_ID,
  documentType,
  documentsLiability,
  documentsPremium,
} from '@polis/tariffs';
import { addDays, addMonthsInclusive } from '../../contracts/format';
import { serve } from '../../http/endpoint';
import { Issues } from '../../http/issues';
import { findPerson } from '../../registries/person-lookup';
import { plateOf } from '../../registries/registry-keys';
import { fullNameOf } from '../kit/full-name';
import { refuse, saleRoutes, type SaleRoutesOptions } from '../kit/sale';

/** Days a start date may lie ahead: from tomorrow to 30 days (the product's choice, README.md). */
const START_DAYS = { from: 1, to: 30 } as const;

/**
 * Documents insurance (README.md beside this file): the chosen kinds (38 with its state number), the applicant
 * in the person registry, premium and limit = the sums of the kinds, 12 months; the kit does the rest. The
 * check's not-paid answer is error 2 (spec 001 section 8: documents; error 1 is a network error).
 */
const documentsSale = saleRoutes({
  key: 'documents',
  tag: 'documents',
  title: 'documents',
  save: DOCUMENTS_ENDPOINTS.save,
  check: DOCUMENTS_ENDPOINTS.check,
  notPaidError: 2,
  saveDescription:
    'Premium = the sum of the chosen kinds (@polis/tariffs). HTTP 422: unknown_type, gov_number_required (type ' +
    '38 without govNumber), person_not_found (passport and birthday not in the registry). 400 validation: a day ' +
    'that does not exist, a start not 1-30 days ahead, an applicant under 18. Idempotent by the Idempotency-Key header.',
  async sell(body, { db, today }) {
    const issues = new Issues();
    const start = issues.date('/start_date', body.start_date);
    if (start < addDays(today, START_DAYS.from) || start > addDays(today, START_DAYS.to))
      issues.add('/start_date', `must be ${START_DAYS.from} to ${START_DAYS.to} days ahead`);
    const birthday = issues.date('/applicant/birthday', body.applicant.birthday);
    if (birthday > today || ageOn(birthday, today) < 18)
      issues.add('/applicant/birthday', 'the applicant must be 18 or older');
    issues.throwIfAny();

    const unknown = body.types.find((id) => !documentType(id));
    if (unknown !== undefined) return refuse('unknown_type', `No document type ${unknown}`);
    const govObject = body.types.includes(GOV_OBJECT_TYPE_ID);
    const govNumber = govObject && body.govNumber ? plateOf(body.govNumber) : '';
    if (govObject && !govNumber)
      return refuse('gov_number_required', `Type ${GOV_OBJECT_TYPE_ID} needs the object's state number`);
    const { applicant } = body;
    const person = await findPerson(db, {
      birthday,
      passport: { series: applicant.seria, number: applicant.number },
    });
    if (!person) return refuse('person_not_found', 'No person with this passport and birthday');
    const liability = documentsLiability(body.types);
    return {
      amountUzs: documentsPremium(body.types),
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
      // The kinds chosen, by their English names.
      lead: body.types.map((id) => documentType(id)?.name_en ?? String(id)).join(', '),
      answer: { liability },
    };
  },
});

/** The kinds on sale (a dictionary), then the kit's save and check. */
export async function documentsRoutes(app: FastifyInstance, options: SaleRoutesOptions): Promise<void> {
  serve(
    app,
    DOCUMENTS_ENDPOINTS.types,
    {
      tags: ['documents'],
      summary: 'The kinds of document on sale, each with its premium and liability (type 38 needs govNumber)',
    },
    async (): Promise<DocumentTypesResponse> => ({
      error: 0,
      result: true,
      message: 'success',
      types: DOCUMENT_TYPES.map((t) => ({ ...t })),
      gov_object_type_id: GOV_OBJECT_TYPE_ID,
    }),
    { config: { dictionary: true } },
  );
  await documentsSale(app, options);
}
