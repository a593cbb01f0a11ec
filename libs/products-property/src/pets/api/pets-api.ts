import { api } from '@polis/api-client';
import type { PetsCreateContractResponse, PetsProgramsResponse } from '@polis/api-contract';

/** Pet insurance calls, injected into the one API (the check is the kit's: `check.url`). */
export const petsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getPetsPrograms: build.query<PetsProgramsResponse, void>({
      query: () => '/sayt/pet-insurance/programs',
    }),
    /** multipart/form-data: the fields and the two photos (model/save-payload.ts). */
    createPetsContract: build.mutation<
      PetsCreateContractResponse,
      { readonly body: FormData; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/sayt/pet-insurance/save',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useGetPetsProgramsQuery, useCreatePetsContractMutation } = petsApi;
