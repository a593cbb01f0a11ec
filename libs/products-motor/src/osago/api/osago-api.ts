import { api } from '@polis/api-client';
import type {
  CalcOsagoFound,
  CalcOsagoRequest,
  CheckDiscountRequest,
  CheckDiscountResponse,
  CheckPersonFound,
  CheckPersonRequest,
  CopySaveRequest,
  DriverCheckFound,
  DriverCheckRequest,
  ExtensionSaveRequest,
  JuridikFound,
  OsagoPrefillFound,
  PersonLookupRequest,
  SavePolicyRequest,
  SavePolicySaved,
  SaytPerson,
  VehicleDocsRequest,
} from '@polis/api-contract';
import { OSAGO_PATHS, REGISTRY_PATHS, VEHICLE_PATHS, type EndpointPath } from '@polis/api-contract/paths';
import { contractRef, type ContractOrigin } from '../model/prefill';

// Failures (HTTP 200 with a non-zero `error`) reach components as ApiError, so each call resolves to its found shape.
const post =
  <B>(at: EndpointPath) =>
  (body: B) => ({ url: at.path, method: at.method, body });

/**
 * OSAGO's look-ups of spec 000 section 7 and the pre-fill of a renewal (spec 001) or a copy (spec 000 section 2),
 * and its three saves (new, renewal, copy: the same answer), injected into the one API; the vehicle look-up is
 * the product kit's.
 */
export const osagoApi = api.injectEndpoints({
  endpoints: (build) => ({
    calcOsago: build.mutation<CalcOsagoFound, CalcOsagoRequest>({ query: post(OSAGO_PATHS.calculate) }),
    checkJuridik: build.mutation<JuridikFound, VehicleDocsRequest>({ query: post(VEHICLE_PATHS.company) }),
    checkOwner: build.mutation<CheckPersonFound, CheckPersonRequest>({ query: post(VEHICLE_PATHS.person) }),
    checkDiscount: build.mutation<CheckDiscountResponse, CheckDiscountRequest>({
      query: post(OSAGO_PATHS.checkDiscount),
    }),
    checkDriver: build.mutation<DriverCheckFound, DriverCheckRequest>({
      query: post(OSAGO_PATHS.driverCheck),
    }),
    findPerson: build.mutation<SaytPerson, PersonLookupRequest>({ query: post(REGISTRY_PATHS.person) }),
    save: build.mutation<
      SavePolicySaved,
      { at: EndpointPath; body: SavePolicyRequest | ExtensionSaveRequest | CopySaveRequest }
    >({ query: ({ at, body }) => post(at)(body) }),
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
  useCheckJuridikMutation,
  useCheckOwnerMutation,
  useCheckDiscountMutation,
  useCheckDriverMutation,
  useFindPersonMutation,
  useGetPrefillQuery,
  useSaveMutation,
} = osagoApi;
