import { api } from '@polis/api-client';
import type {
  CheckIpFound,
  MiniKaskoCheckCarRequest,
  MiniKaskoCreateContractRequest,
  MiniKaskoCreateContractResponse,
  MiniKaskoProgramsResponse,
} from '@polis/api-contract';

/** Mini KASKO calls of spec 001, injected into the one API (the check is the kit's: `check.url`). */
export const miniKaskoApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getMiniKaskoPrograms: build.query<MiniKaskoProgramsResponse, void>({
      query: () => '/minikasko_neo/getPrograms',
    }),
    checkMiniKaskoCar: build.mutation<CheckIpFound, MiniKaskoCheckCarRequest>({
      query: (body) => ({ url: '/minikasko_neo/checkCar', method: 'POST', body }),
    }),
    createMiniKaskoContract: build.mutation<
      MiniKaskoCreateContractResponse,
      { readonly body: MiniKaskoCreateContractRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/minikasko_neo/saqlash',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const {
  useGetMiniKaskoProgramsQuery,
  useCheckMiniKaskoCarMutation,
  useCreateMiniKaskoContractMutation,
} = miniKaskoApi;
