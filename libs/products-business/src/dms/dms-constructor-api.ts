import { api } from '@polis/api-client';
import type {
  DmsCalculationRequest,
  DmsCalculationResponse,
  DmsConstructorResponse,
  DmsSubmitRequest,
  DmsSubmitResponse,
} from '@polis/api-contract';

/** `GET /dms/constructor`, `POST /dms/constructor/calculation`, `POST /dms/constructor/submit`. */
export const dmsConstructorApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDmsConstructor: build.query<DmsConstructorResponse['data'], void>({
      query: () => ({ url: '/dms/constructor' }),
      transformResponse: (body: DmsConstructorResponse) => body.data,
    }),
    calculateDms: build.mutation<DmsCalculationResponse, DmsCalculationRequest>({
      query: (body) => ({ url: '/dms/constructor/calculation', method: 'POST', body }),
    }),
    submitDms: build.mutation<
      DmsSubmitResponse,
      { readonly body: DmsSubmitRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/dms/constructor/submit',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useGetDmsConstructorQuery, useCalculateDmsMutation, useSubmitDmsMutation } = dmsConstructorApi;
