import { api } from '@polis/api-client';
import type {
  CalcOsagoFound,
  CalcOsagoRequest,
  CheckDiscountRequest,
  CheckDiscountResponse,
  CheckIpFound,
  CheckIpRequest,
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

// Failures (HTTP 200 with a non-zero `error`) reach components as ApiError, so each call resolves to its found shape.
const post =
  <B>(url: string) =>
  (body: B) => ({ url, method: 'POST', body });

/** OSAGO calls of spec 000 section 7, injected into the one API. */
export const osagoApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkVehicle: build.mutation<CheckIpFound, CheckIpRequest>({ query: post('/check-ip') }),
    calcOsago: build.mutation<CalcOsagoFound, CalcOsagoRequest>({
      query: post('/osago-neo/get-calc-osago/v3'),
    }),
    checkJuridik: build.mutation<JuridikFound, VehicleDocsRequest>({
      query: post('/osago-neo/osago-juridik'),
    }),
    checkOwner: build.mutation<CheckPersonFound, CheckPersonRequest>({
      query: post('/osago-neo/check-person'),
    }),
    checkDiscount: build.mutation<CheckDiscountResponse, CheckDiscountRequest>({
      query: post('/osago-neo/check-discount'),
    }),
    checkDriver: build.mutation<DriverCheckFound, DriverCheckRequest>({
      query: post('/osago-neo/driver-check'),
    }),
    findPerson: build.mutation<SaytPerson, PersonLookupRequest>({ query: post('/sayt/getPerson') }),
    savePolicy: build.mutation<SavePolicySaved, SavePolicyRequest>({
      query: post('/osago-neo/save-policy/v2'),
    }),
    // Renewal (spec 001): the old contract pre-fills the wizard, the save names it and the agent.
    getExtensionPrefill: build.query<OsagoPrefillFound, ContractRefQuery>({
      query: (params) => ({ url: '/osago-neo/extension/get', params }),
      keepUnusedDataFor: 0,
    }),
    saveExtension: build.mutation<SavePolicySaved, ExtensionSaveRequest>({
      query: post('/osago-neo/extension/save'),
    }),
    // Copy (spec 000 section 2): a new contract from an earlier one, starting on the drivers step.
    getCopyPrefill: build.query<OsagoPrefillFound, ContractRefQuery>({
      query: (params) => ({ url: '/osago-neo/copy/get', params }),
      keepUnusedDataFor: 0,
    }),
    saveCopy: build.mutation<SavePolicySaved, CopySaveRequest>({ query: post('/osago-neo/copy/save') }),
  }),
  overrideExisting: 'throw',
});

export const {
  useCheckVehicleMutation,
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
