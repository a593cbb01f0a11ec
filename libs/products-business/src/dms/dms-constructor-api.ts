import { api } from '@polis/api-client';
import type {
  DmsCalculationRequest,
  DmsCalculationResponse,
  DmsConstructorResponse,
  DmsSubmitRequest,
  DmsSubmitResponse,
} from '@polis/api-contract';
import { DMS_PATHS } from '@polis/api-contract/paths';

/** The DMS constructor: its options, the calculation and the submit (`DMS_PATHS`). */
export const dmsConstructorApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDmsConstructor: build.query<DmsConstructorResponse['data'], void>({
      query: () => ({ url: DMS_PATHS.constructor.path, method: DMS_PATHS.constructor.method }),
      transformResponse: (body: DmsConstructorResponse) => body.data,
    }),
    calculateDms: build.mutation<DmsCalculationResponse, DmsCalculationRequest>({
      query: (body) => ({ url: DMS_PATHS.calculate.path, method: DMS_PATHS.calculate.method, body }),
    }),
    submitDms: build.mutation<
      DmsSubmitResponse,
      { readonly body: DmsSubmitRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: DMS_PATHS.submit.path,
        method: DMS_PATHS.submit.method,
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useGetDmsConstructorQuery, useCalculateDmsMutation, useSubmitDmsMutation } = dmsConstructorApi;
