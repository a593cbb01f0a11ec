import { DOCUMENTS_PATHS } from '@polis/api-contract/paths';
import { formatPrice } from '@polis/i18n';
import { contractSave, type ProductDefinition } from '@polis/product-kit';
import { DOCUMENTS_COVER_MONTHS, DOCUMENT_TYPES, GOV_OBJECT_TYPE_ID } from '@polis/tariffs';
import { defineStep } from '@polis/wizard-core';
import { DOCUMENTS_ERRORS } from './model/documents-errors';
import type { DocumentsSnapshot } from './model/documents-state';
import { savePayload } from './model/save-payload';
import { TypesStep } from './steps/types-step';
import { ApplicantStep } from './steps/applicant-step';
import { StartStep } from './steps/start-step';

const typeNames = (ids: readonly number[], lang: string) =>
  ids
    .map((id) => DOCUMENT_TYPES.find((row) => row.id === id))
    .map((row) => (row ? (lang === 'ru' ? row.name_ru : lang === 'en' ? row.name_en : row.name_uz) : ''))
    .filter(Boolean)
    .join(', ');

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
    defineStep<DocumentsSnapshot, 'applicant'>({
      id: 'applicant',
      title: 'documents.step.applicant',
      Component: ApplicantStep,
    }),
    defineStep<DocumentsSnapshot, 'start'>({
      id: 'start',
      title: 'documents.step.start',
      Component: StartStep,
    }),
  ],
  errors: DOCUMENTS_ERRORS,
  // Spec 001 section 8: the documents check's error 2 is "payment not made" (its error 1 a network error).
  check: { url: DOCUMENTS_PATHS.check.path, notPaidCode: 2 },
  quote: (snap) => snap.types?.premium,
  summary: (snap, intl) => [
    ...(snap.types
      ? [
          {
            label: intl.formatMessage({ id: 'documents.summary.types' }),
            value: typeNames(snap.types.typeIds, intl.locale),
          },
          ...(snap.types.typeIds.includes(GOV_OBJECT_TYPE_ID)
            ? [{ label: intl.formatMessage({ id: 'documents.govNumber' }), value: snap.types.govNumber }]
            : []),
          {
            label: intl.formatMessage({ id: 'documents.summary.liability' }),
            value: formatPrice(snap.types.liability),
          },
        ]
      : []),
    ...(snap.start
      ? [{ label: intl.formatMessage({ id: 'kit.summary.start' }), value: snap.start.startDate }]
      : []),
    {
      label: intl.formatMessage({ id: 'kit.summary.period' }),
      value: intl.formatMessage({ id: 'kit.period.months' }, { count: DOCUMENTS_COVER_MONTHS }),
    },
  ],
  useSave: contractSave(DOCUMENTS_PATHS.save, savePayload),
};
