import type { DocumentsCreateContractRequest } from '@polis/api-contract';
import { GOV_OBJECT_TYPE_ID } from '@polis/tariffs';
import { applicantBody } from '@polis/product-kit';
import type { DocumentsSnapshot } from './documents-state';

/** The save body from the submitted steps; the price is the one the customer saw (or the server's, confirmed). */
export function savePayload(snap: DocumentsSnapshot, amountUzs?: number): DocumentsCreateContractRequest {
  const { typeIds, govNumber } = snap.types;
  return {
    types: [...typeIds],
    start_date: snap.start.startDate,
    applicant: applicantBody(snap.applicant),
    ...(typeIds.includes(GOV_OBJECT_TYPE_ID)
      ? { govNumber: govNumber.replace(/\s+/g, '').toUpperCase() }
      : {}),
    amount_uzs: amountUzs ?? snap.types.premium,
  };
}
