import { api } from '@polis/api-client';
import type { SportSaveRequest, SportSaveResponse, SportTypesResponse } from '@polis/api-contract';

/** Sportsman insurance calls, injected into the one API (the check is the kit's: `check.url`). */
export const sportApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getSportTypes: build.query<SportTypesResponse, void>({ query: () => '/sayt/sportsman/type/v2' }),
    createSportContract: build.mutation<
      SportSaveResponse,
      { readonly body: SportSaveRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/sayt/sportsman/save/v2',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useGetSportTypesQuery, useCreateSportContractMutation } = sportApi;
