import { api } from '@polis/api-client';
import { DRAFT_ID_HEADER, type EndpointPath } from '@polis/api-contract/paths';
import type { SavedContract } from '@polis/payment';
import type { SaveOptions, SaveResult } from './product-definition';

/** What every product's save answers (spec 001): both ids, the server's total, the provider links. */
interface SavedAnswer {
  readonly contract_id: number;
  readonly order_id: string;
  readonly amount_uzs: number;
  readonly payme_url: string;
  readonly click_url: string;
}

/** The save's header naming the application in progress it comes from (its payment deletes the draft). */
export const draftHeaders = (draftId: string | undefined): Record<string, string> =>
  draftId ? { [DRAFT_ID_HEADER]: draftId } : {};

interface SaveCall {
  readonly at: EndpointPath;
  readonly body: unknown;
  readonly idempotencyKey: string;
  readonly draftId?: string;
}

const saveApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveContract: build.mutation<SavedAnswer, SaveCall>({
      query: ({ at, body, idempotencyKey, draftId }) => ({
        url: at.path,
        method: at.method,
        body,
        headers: { 'Idempotency-Key': idempotencyKey, ...draftHeaders(draftId) },
      }),
    }),
  }),
});

/** The saved contract as the payment step reads it. */
export const savedContractOf = (answer: SavedAnswer): SavedContract => ({
  contractId: answer.contract_id,
  orderId: answer.order_id,
  amountUzs: answer.amount_uzs,
  paymeUrl: answer.payme_url,
  clickUrl: answer.click_url,
});

/**
 * A save body with the buyer's e-mail (every save takes an optional `email`: `SaleEmail` of the API contract),
 * a JSON object or a multipart form alike; the body as it was when there is none.
 */
export function withEmail<B>(body: B, email: string | undefined): B {
  if (!email) return body;
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    body.append('email', email);
    return body;
  }
  return body && typeof body === 'object' && !Array.isArray(body) ? { ...body, email } : body;
}

/**
 * A product's `useSave` from its save endpoint and its payload: `useSave: contractSave(KIDS_PATHS.save,
 * savePayload)`. One idempotency key per attempt; the total the customer saw (or confirmed after a 422
 * `price_mismatch`) goes into the payload, and the buyer's e-mail when given. A payload may be a promise (a
 * multipart body whose files are read first: job loss). `answerOf` reads an answer of another shape (travel around Uzbekistan nests it under
 * `response`); the common one is read as is by default.
 */
export function contractSave<Snap, Answer = SavedAnswer>(
  at: EndpointPath,
  payload: (snapshot: Snap, amountUzs: number | undefined) => unknown,
  answerOf?: (answer: Answer) => SavedAnswer,
): () => (snapshot: Partial<Snap>, options: SaveOptions) => Promise<SaveResult> {
  return function useContractSave() {
    const [save] = saveApi.useSaveContractMutation();
    return async (snapshot, { idempotencyKey, amountUzs, email, draftId }) => {
      const body = withEmail(await payload(snapshot as Snap, amountUzs), email);
      const result = await save({ at, body, idempotencyKey, draftId });
      if (!result.data) return { error: result.error };
      const answer = answerOf ? answerOf(result.data as unknown as Answer) : result.data;
      return { contract: savedContractOf(answer) };
    };
  };
}
