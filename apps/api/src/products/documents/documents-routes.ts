import { DOCUMENTS_ENDPOINTS, type DocumentTypesResponse } from '@polis/api-contract';
import {
  DOCUMENT_TYPES,
  DOCUMENTS_COVER_MONTHS,
  GOV_OBJECT_TYPE_ID,
  documentType,
  documentsLiability,
  documentsPremium,
} from '@polis/tariffs';
import { addMonthsInclusive } from '../../contracts/format';
import { serve } from '../../http/endpoint';
import { Issues } from '../../http/issues';
import { plateOf } from '../../registries/registry-keys';
import { ADULT, dateRules } from '../kit/date-rules';
import { findApplicant } from '../kit/full-name';
import { fullNameOf } from '../../registries/person-lookup';
import { SUCCESS } from '../../http/insurer-answers';
import { refuse, saleRoutes } from '../kit/sale';

/**
 * Documents insurance (README.md beside this file): the chosen kinds (38 with its state number), the applicant
 * in the person registry, premium and limit = the sums of the kinds, 12 months; the kit does the rest. The
 * check's not-paid answer is error 2 (spec 001 section 8: documents; error 1 is a network error).
 */
export const documentsRoutes = saleRoutes({
  key: 'documents',
  tag: 'documents',
  title: 'documents',
  save: DOCUMENTS_ENDPOINTS.save,
  check: DOCUMENTS_ENDPOINTS.check,
  notPaidError: 2,
  // The kinds on sale: a dictionary.
  routes: (app) =>
    serve(
      app,
      DOCUMENTS_ENDPOINTS.types,
      {
        tags: ['documents'],
        summary:
          'The kinds of document on sale, each with its premium and liability (type 38 needs govNumber)',
      },
      async (): Promise<DocumentTypesResponse> => ({
        ...SUCCESS,
        types: DOCUMENT_TYPES.map((t) => ({ ...t })),
        gov_object_type_id: GOV_OBJECT_TYPE_ID,
      }),
      { config: { dictionary: true } },
    ),
  saveDescription:
    'Premium = the sum of the chosen kinds (@polis/tariffs); 422 gov_number_required: type 38 without govNumber. ' +
    '400 validation: a day that does not exist, a start not 1-30 days ahead, an applicant under 18.',
  async sell(body, { db, today }) {
    const issues = new Issues();
    const dates = dateRules(issues, today);
    // From tomorrow to 30 days ahead: the product's choice (README.md).
    const start = dates.start('/start_date', body.start_date, 1, 30);
    const birthday = dates.birthday('/applicant/birthday', body.applicant.birthday, ADULT, 'the applicant');
    issues.throwIfAny();

    const unknown = body.types.find((id) => !documentType(id));
    if (unknown !== undefined) return refuse('unknown_type', `No document type ${unknown}`);
    const govObject = body.types.includes(GOV_OBJECT_TYPE_ID);
    const govNumber = govObject && body.govNumber ? plateOf(body.govNumber) : '';
    if (govObject && !govNumber)
      return refuse('gov_number_required', `Type ${GOV_OBJECT_TYPE_ID} needs the object's state number`);
    const { applicant } = body;
    const person = await findApplicant(db, birthday, applicant);
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
