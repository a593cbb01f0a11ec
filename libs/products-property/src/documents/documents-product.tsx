import type { DocumentsErrorCode } from '@polis/api-contract';
import { DOCUMENTS_PATHS } from '@polis/api-contract/paths';
import { formatPrice, rowNameIn } from '@polis/i18n';
import { langOfLocale } from '@polis/routing';
import {
  applicantStep,
  contractSave,
  field,
  formStep,
  page,
  StartDateField,
  summaryFacts,
  type ErrorTable,
  type ProductDefinition,
} from '@polis/product-kit';
import { DOCUMENTS_COVER_MONTHS, documentType, GOV_OBJECT_TYPE_ID } from '@polis/tariffs';
import { object } from 'yup';
import { daysFromToday, defineStep, startDate } from '@polis/wizard-core';
import type { DocumentsSnapshot } from './model/documents-state';
import { savePayload } from './model/save-payload';
import { TypesStep } from './steps/types-step';

/** Every refusal of the save, once (README.md); `price_mismatch` is the kit's. Spec 001 section 8: `datas_not_found`. */
const DOCUMENTS_ERRORS: ErrorTable<DocumentsErrorCode> = {
  person_not_found: field('documents.error.datasNotFound', 'applicant', 'passportNumber'),
  gov_number_required: field('documents.error.govNumber', 'types', 'govNumber'),
  unknown_type: page('documents.error.unknownType'),
  validation: page('documents.error.maybeDataIsIncorrect'),
};

/** Documents insurance: types, applicant, start, then payment and the policy (README.md beside this file). */
export const DOCUMENTS: ProductDefinition<DocumentsSnapshot> = {
  key: 'documents',
  analyticsName: 'Documents insurance',
  titleId: 'documents.title',
  leadId: 'documents.lead',
  steps: [
    defineStep<DocumentsSnapshot, 'types'>({
      id: 'types',
      title: 'documents.step.types',
      Component: TypesStep,
    }),
    applicantStep<DocumentsSnapshot, 'applicant'>('applicant', 'documents.step.applicant'),
    // The start of the 12-month cover: tomorrow by default, up to 30 days ahead, as the server accepts.
    formStep<DocumentsSnapshot, 'start'>({
      id: 'start',
      title: 'documents.step.start',
      schema: object({ startDate: startDate({ from: 1, to: 30 }) }),
      values: (initial) => ({ startDate: daysFromToday(1), ...initial }),
      Fields: () => <StartDateField label="documents.startDate" hint="documents.startDate.hint" />,
    }),
  ],
  errors: DOCUMENTS_ERRORS,
  // Spec 001 section 8: the documents check's error 2 is "payment not made" (its error 1 a network error).
  check: { url: DOCUMENTS_PATHS.check.path, notPaidCode: 2 },
  quote: (snap) => snap.types?.premium,
  summary: ({ types, start }, intl) =>
    summaryFacts(intl, [
      [
        'documents.summary.types',
        types?.typeIds.map((id) => rowNameIn(documentType(id), langOfLocale(intl.locale))).join(', '),
      ],
      ['documents.govNumber', types?.typeIds.includes(GOV_OBJECT_TYPE_ID) && types.govNumber],
      ['documents.summary.liability', types && formatPrice(types.liability)],
      ['kit.summary.start', start?.startDate],
      [
        'kit.summary.period',
        intl.formatMessage({ id: 'kit.period.months' }, { count: DOCUMENTS_COVER_MONTHS }),
      ],
    ]),
  useSave: contractSave(DOCUMENTS_PATHS.save, savePayload),
};
