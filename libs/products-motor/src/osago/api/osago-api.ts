import { api } from '@polis/api-client';
import type {
  CalcOsagoFound,
  CalcOsagoRequest,
  CheckDiscountRequest,
  CheckDiscountResponse,
  CopySaveRequest,
  DriverCheckFound,
  DriverCheckRequest,
  ExtensionSaveRequest,
  OsagoPrefillFound,
  SavePolicyRequest,
  SavePolicySaved,
} from '@polis/api-contract';
import { OSAGO_PATHS, type EndpointPath } from '@polis/api-contract/paths';
import { draftHeaders } from '@polis/product-kit';
import { contractRef, type ContractOrigin } from '../model/prefill';

type OsagoSaveBody = SavePolicyRequest | ExtensionSaveRequest | CopySaveRequest;

// Failures (HTTP 200 with a non-zero `error`) reach components as ApiError, so each call resolves to its found shape.
const post =
  <B>(at: EndpointPath) =>
  (body: B) => ({ url: at.path, method: at.method, body });

/**
 * OSAGO's own calls (spec 000 section 7: price, driver, discount; the registries are the kit's), the pre-fill of
 * a renewal (spec 001) or a copy, and its three saves (new, renewal, copy: one answer), injected into the one API.
 */
export const osagoApi = api.injectEndpoints({
  endpoints: (build) => ({
    calcOsago: build.mutation<CalcOsagoFound, CalcOsagoRequest>({ query: post(OSAGO_PATHS.calculate) }),
    checkDiscount: build.mutation<CheckDiscountResponse, CheckDiscountRequest>({
      query: post(OSAGO_PATHS.checkDiscount),
    }),
    checkDriver: build.mutation<DriverCheckFound, DriverCheckRequest>({
      query: post(OSAGO_PATHS.driverCheck),
    }),
    save: build.mutation<SavePolicySaved, { at: EndpointPath; body: OsagoSaveBody; draftId?: string }>({
      query: ({ at, body, draftId }) => ({ ...post(at)(body), headers: draftHeaders(draftId) }),
    }),
    getPrefill: build.query<OsagoPrefillFound, ContractOrigin>({
      query: (origin) => {
        const at = origin.kind === 'renewal' ? OSAGO_PATHS.extensionGet : OSAGO_PATHS.copyGet;
        return { url: at.path, method: at.method, params: contractRef(origin) };
      },
      keepUnusedDataFor: 0,
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useCalcOsagoMutation,
  useCheckDiscountMutation,
  useCheckDriverMutation,
  useGetPrefillQuery,
  useSaveMutation,
} = osagoApi;
