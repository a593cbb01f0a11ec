import { api, dataUrlOf, type ApiExtraOptions } from '@polis/api-client';
import type {
  CabinetCheckRegisterRequest,
  CabinetClaim,
  CabinetClaimDetail,
  CabinetClaimResponse,
  CabinetClaimsResponse,
  CabinetCodeSent,
  CabinetEditProfileRequest,
  CabinetLoggedIn,
  CabinetOk,
  CabinetPoliciesResponse,
  CabinetPolicy,
  CabinetPolicyDetail,
  CabinetPolicyResponse,
  CabinetRegisterPersonRequest,
  CabinetRegisterStatus,
  CabinetSendCodeRequest,
  CabinetUser,
  CabinetUserResponse,
  CabinetVerifyRequest,
} from '@polis/api-contract';
import { CABINET_PATHS, pathTo, UPLOAD_PATHS, type EndpointPath } from '@polis/api-contract/paths';
import type { Lang } from '@polis/routing';
import { isSessionFailure } from '../model/cabinet-errors';
import { withoutTakaful } from '../model/policies';
import { removeToken } from '../session/token-store';
import { formBody } from './form-body';

/** SMS texts and product names follow the page language (the `lang` header). */
const withLang: ApiExtraOptions = { lang: true };

const USER = 'CabinetUser';
/** Tag of the policy list and details: invalidate it after an auto-payment change. */
export const POLICY_TAG = 'CabinetPolicy';
const POLICY = POLICY_TAG;
const CLAIM = 'CabinetClaim';

/** A list or detail in the page language: the language is in the cache key, as the names depend on it. */
export interface InLang {
  readonly lang: Lang;
}

const post = (at: EndpointPath, fields: Readonly<Record<string, string | number | undefined>>) => ({
  url: at.path,
  method: at.method,
  body: formBody(fields),
});

/**
 * Any cabinet call answered "no such session" (logged out elsewhere, expired) drops the stored token; the
 * session gate then sends the user to the login page. Refusals (HTTP 200) and other errors leave it.
 */
export const dropEndedSession = async (
  _arg: unknown,
  { queryFulfilled }: { queryFulfilled: Promise<unknown> },
) => {
  try {
    await queryFulfilled;
  } catch (rejection) {
    if (isSessionFailure((rejection as { error?: unknown }).error)) removeToken();
  }
};

/** The cabinet calls of spec 000 section 7 (apps/api/src/cabinet/README.md), injected into the one API. */
export const accountApi = api.enhanceEndpoints({ addTagTypes: [USER, POLICY, CLAIM] }).injectEndpoints({
  endpoints: (build) => ({
    sendLoginCode: build.mutation<CabinetCodeSent, CabinetSendCodeRequest>({
      query: ({ phone }) => post(CABINET_PATHS.sendCode, { phone }),
      extraOptions: withLang,
    }),
    verifyLoginCode: build.mutation<CabinetLoggedIn, CabinetVerifyRequest>({
      query: ({ phone, code, referral_code }) =>
        post(CABINET_PATHS.checkCode, { phone, code, referral_code }),
    }),
    checkRegister: build.mutation<CabinetRegisterStatus, CabinetCheckRegisterRequest>({
      query: ({ phone }) => post(CABINET_PATHS.checkRegister, { phone }),
      onQueryStarted: dropEndedSession,
    }),
    registerPerson: build.mutation<CabinetUser, CabinetRegisterPersonRequest>({
      query: ({ passportSeria, passportNumber, birthday }) =>
        post(CABINET_PATHS.registerPerson, { passportSeria, passportNumber, birthday }),
      transformResponse: (response: CabinetUserResponse) => response.data,
      onQueryStarted: dropEndedSession,
      // Registration links the person (PINFL): their policies and claims bought with other phones appear.
      invalidatesTags: (user) => (user ? [USER, POLICY, CLAIM] : []),
    }),
    getUserInfo: build.query<CabinetUser, void>({
      query: () => CABINET_PATHS.info.path,
      transformResponse: (response: CabinetUserResponse) => response.data,
      providesTags: [USER],
    }),
    editProfile: build.mutation<CabinetUser, CabinetEditProfileRequest>({
      query: ({ email, lang }) => post(CABINET_PATHS.editProfile, { email, lang }),
      transformResponse: (response: CabinetUserResponse) => response.data,
      onQueryStarted: async (arg, lifecycle) => {
        await dropEndedSession(arg, lifecycle);
        const result = await lifecycle.queryFulfilled.catch(() => null);
        // The answer is the whole user: the user-info cache takes it as is, no second request.
        if (result)
          lifecycle.dispatch(accountApi.util.upsertQueryData('getUserInfo', undefined, result.data));
      },
    }),
    logout: build.mutation<CabinetOk, void>({
      query: () => post(CABINET_PATHS.logout, {}),
    }),
    getPolicies: build.query<CabinetPolicy[], InLang>({
      query: () => ({ url: CABINET_PATHS.policies.path }),
      extraOptions: withLang,
      transformResponse: (response: CabinetPoliciesResponse) => withoutTakaful(response.data),
      onQueryStarted: dropEndedSession,
      providesTags: [POLICY],
    }),
    getPolicy: build.query<CabinetPolicyDetail, InLang & { readonly id: number }>({
      query: ({ id }) => ({ url: pathTo(CABINET_PATHS.policy, { id }) }),
      extraOptions: withLang,
      transformResponse: (response: CabinetPolicyResponse) => response.data,
      onQueryStarted: dropEndedSession,
      providesTags: (_r, _e, { id }) => [POLICY, { type: POLICY, id }],
    }),
    /** A photo or document of the policy (pets, job loss), as a data: URL the page can show or save. */
    getContractFile: build.query<string, number>({
      query: (id) => ({
        url: pathTo(UPLOAD_PATHS.file, { id }),
        responseHandler: async (response: Response) => (response.ok ? dataUrlOf(response) : response.json()),
      }),
      onQueryStarted: dropEndedSession,
    }),
    getClaims: build.query<CabinetClaim[], void>({
      query: () => CABINET_PATHS.claims.path,
      transformResponse: (response: CabinetClaimsResponse) => response.data,
      onQueryStarted: dropEndedSession,
      providesTags: [CLAIM],
    }),
    getClaim: build.query<CabinetClaimDetail, number>({
      query: (id) => pathTo(CABINET_PATHS.claim, { id }),
      transformResponse: (response: CabinetClaimResponse) => response.data,
      onQueryStarted: dropEndedSession,
      providesTags: (_r, _e, id) => [CLAIM, { type: CLAIM, id }],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useSendLoginCodeMutation,
  useVerifyLoginCodeMutation,
  useCheckRegisterMutation,
  useRegisterPersonMutation,
  useGetUserInfoQuery,
  useEditProfileMutation,
  useLogoutMutation,
  useGetPoliciesQuery,
  useGetPolicyQuery,
  useGetContractFileQuery,
  useGetClaimsQuery,
  useGetClaimQuery,
} = accountApi;
