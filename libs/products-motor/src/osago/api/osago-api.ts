import { api } from '@polis/api-client';
import type {
  CalcOsagoFound,
  CalcOsagoRequest,
  CheckDiscountRequest,
  CheckDiscountResponse,
  CheckPersonFound,
  CheckPersonRequest,
  ContractRefQuery,
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

// Failures (HTTP 200 with a non-zero `error`) reach components as ApiError, so each call resolves to its found shape.
const post =
  <B>(at: EndpointPath) =>
  (body: B) => ({ url: at.path, method: at.method, body });

/** OSAGO calls of spec 000 section 7, injected into the one API. */
export const osagoApi = api.injectEndpoints({
  endpoints: (build) => ({
    calcOsago: build.mutation<CalcOsagoFound, CalcOsagoRequest>({
      query: post(OSAGO_PATHS.calculate),
    }),
    checkJuridik: build.mutation<JuridikFound, VehicleDocsRequest>({
      query: post(VEHICLE_PATHS.company),
    }),
    checkOwner: build.mutation<CheckPersonFound, CheckPersonRequest>({
      query: post(VEHICLE_PATHS.person),
    }),
    checkDiscount: build.mutation<CheckDiscountResponse, CheckDiscountRequest>({
      query: post(OSAGO_PATHS.checkDiscount),
    }),
    checkDriver: build.mutation<DriverCheckFound, DriverCheckRequest>({
      query: post(OSAGO_PATHS.driverCheck),
    }),
    findPerson: build.mutation<SaytPerson, PersonLookupRequest>({ query: post(REGISTRY_PATHS.person) }),
    savePolicy: build.mutation<SavePolicySaved, SavePolicyRequest>({
      query: post(OSAGO_PATHS.save),
    }),
    // Renewal (spec 001): the old contract pre-fills the wizard, the save names it and the agent.
    getExtensionPrefill: build.query<OsagoPrefillFound, ContractRefQuery>({
      query: (params) => ({
        url: OSAGO_PATHS.extensionGet.path,
        method: OSAGO_PATHS.extensionGet.method,
        params,
      }),
      keepUnusedDataFor: 0,
    }),
    saveExtension: build.mutation<SavePolicySaved, ExtensionSaveRequest>({
      query: post(OSAGO_PATHS.extensionSave),
    }),
    // Copy (spec 000 section 2): a new contract from an earlier one, starting on the drivers step.
    getCopyPrefill: build.query<OsagoPrefillFound, ContractRefQuery>({
      query: (params) => ({ url: OSAGO_PATHS.copyGet.path, method: OSAGO_PATHS.copyGet.method, params }),
      keepUnusedDataFor: 0,
    }),
    saveCopy: build.mutation<SavePolicySaved, CopySaveRequest>({ query: post(OSAGO_PATHS.copySave) }),
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
  useSavePolicyMutation,
  useGetExtensionPrefillQuery,
  useSaveExtensionMutation,
  useGetCopyPrefillQuery,
  useSaveCopyMutation,
} = osagoApi;
