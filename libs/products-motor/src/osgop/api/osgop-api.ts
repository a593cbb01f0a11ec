import { api } from '@polis/api-client';
import type {
  OsgopAutoFound,
  OsgopAutoRequest,
  OsgopCalculationFound,
  OsgopCalculationRequest,
  OsgopSaveRequest,
  OsgopSaveResponse,
} from '@polis/api-contract';

/** OSGOP calls of spec 001, injected into the one API (the check is the platform's). */
export const osgopApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    findOsgopVehicle: build.mutation<OsgopAutoFound, OsgopAutoRequest>({
      query: (body) => ({ url: '/sayt/osgop/auto', method: 'POST', body }),
    }),
    osgopCalculation: build.query<OsgopCalculationFound, OsgopCalculationRequest>({
      query: (body) => ({ url: '/sayt/osgop/calculation', method: 'POST', body }),
    }),
    saveOsgop: build.mutation<
      OsgopSaveResponse,
      { readonly body: OsgopSaveRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/sayt/osgop/save',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const {
  useFindOsgopVehicleMutation,
  useOsgopCalculationQuery,
  useLazyOsgopCalculationQuery,
  useSaveOsgopMutation,
} = osgopApi;
