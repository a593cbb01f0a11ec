import { api, dataUrlOf, type ApiExtraOptions } from '@polis/api-client';
import type {
  CabinetClaim,
  CabinetClaimDetail,
  CabinetClaimResponse,
  CabinetClaimsResponse,
  CabinetCodeSent,
  ClaimantSession,
  ClaimPolicy,
  ClaimPolicyResponse,
} from '@polis/api-contract';
import { CABINET_PATHS, CLAIM_PATHS, pathTo } from '@polis/api-contract/paths';
import type { Lang } from '@polis/routing';
import { formBody } from '../api/form-body';

/** How a claimant names the policy: series and number, or an OSAGO car's plate. */
export interface PolicyNaming {
  readonly policy_series?: string;
  readonly policy_number?: string;
  readonly plate?: string;
}

/** A call on behalf of a claimant's session (the SMS code of /insurance-event); the cabinet's token otherwise. */
export interface AsClaimant {
  readonly token?: string;
}

/** The files of a filing by part name (`photo_1`, `document_2`, ...), read into Blobs of this runtime. */
export type ClaimFileParts = Readonly<Record<string, { readonly blob: Blob; readonly name: string }>>;

/**
 * A chosen file as the runtime's FormData takes it: a browser's File is a Blob; a File from another realm (a
 * test DOM) is read into one.
 */
export async function filePart(file: File): Promise<{ blob: Blob; name: string }> {
  const value: unknown = file;
  if (value instanceof Blob) return { blob: value, name: file.name };
  const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
  return { blob: new Blob([bytes], { type: file.type }), name: file.name };
}

/** Every chosen file by its part name, ready for the form. */
export async function fileParts(files: Readonly<Record<string, File>>): Promise<ClaimFileParts> {
  const entries = await Promise.all(
    Object.entries(files).map(async ([name, file]) => [name, await filePart(file)] as const),
  );
  return Object.fromEntries(entries);
}

const withLang: ApiExtraOptions = { lang: true };
const tokenHeaders = (token?: string) => (token ? { 'X-Auth-Token': token } : undefined);
const CLAIM = 'CabinetClaim';

function multipart(fields: Readonly<Record<string, string | undefined>>, files: ClaimFileParts): FormData {
  const form = formBody(fields);
  for (const [name, { blob, name: fileName }] of Object.entries(files)) form.append(name, blob, fileName);
  return form;
}

/** Claims online (apps/api/src/claims/README.md): look-up, the claimant's code, filing, more files. */
export const claimsApi = api.enhanceEndpoints({ addTagTypes: [CLAIM] }).injectEndpoints({
  endpoints: (build) => ({
    getClaimPolicy: build.query<ClaimPolicy, PolicyNaming & { readonly lang: Lang }>({
      query: ({ policy_series, policy_number, plate }) => ({
        url: CLAIM_PATHS.policy.path,
        method: CLAIM_PATHS.policy.method,
        body: formBody({ policy_series, policy_number, plate }),
      }),
      extraOptions: withLang,
      transformResponse: (response: ClaimPolicyResponse) => response.data,
    }),
    sendClaimCode: build.mutation<CabinetCodeSent, PolicyNaming & { readonly phone: string }>({
      query: ({ phone, policy_series, policy_number, plate }) => ({
        url: CLAIM_PATHS.sendCode.path,
        method: CLAIM_PATHS.sendCode.method,
        body: formBody({ phone, policy_series, policy_number, plate }),
      }),
      extraOptions: withLang,
    }),
    verifyClaimCode: build.mutation<ClaimantSession, { readonly phone: string; readonly code: string }>({
      query: ({ phone, code }) => ({
        url: CLAIM_PATHS.checkCode.path,
        method: CLAIM_PATHS.checkCode.method,
        body: formBody({ phone, code }),
      }),
    }),
    fileClaim: build.mutation<
      CabinetClaimDetail,
      AsClaimant & {
        readonly fields: Readonly<Record<string, string | undefined>>;
        readonly files: ClaimFileParts;
      }
    >({
      query: ({ fields, files, token }) => ({
        url: CLAIM_PATHS.file.path,
        method: CLAIM_PATHS.file.method,
        body: multipart(fields, files),
        headers: tokenHeaders(token),
      }),
      extraOptions: withLang,
      transformResponse: (response: CabinetClaimResponse) => response.data,
      invalidatesTags: (claim) => (claim ? [CLAIM] : []),
    }),
    addClaimFiles: build.mutation<
      CabinetClaimDetail,
      AsClaimant & { readonly id: number; readonly files: ClaimFileParts }
    >({
      query: ({ id, files, token }) => ({
        url: pathTo(CLAIM_PATHS.addFiles, { id }),
        method: CLAIM_PATHS.addFiles.method,
        body: multipart({}, files),
        headers: tokenHeaders(token),
      }),
      extraOptions: withLang,
      transformResponse: (response: CabinetClaimResponse) => response.data,
      invalidatesTags: (claim) => (claim ? [CLAIM] : []),
    }),
    /** A claim's photo or document, as a data: URL (the session's own claims only). */
    getClaimFile: build.query<string, AsClaimant & { readonly id: number }>({
      query: ({ id, token }) => ({
        url: pathTo(CLAIM_PATHS.download, { id }),
        headers: tokenHeaders(token),
        responseHandler: async (response: Response) => (response.ok ? dataUrlOf(response) : response.json()),
      }),
    }),
    /** The claims of a claimant's session (the cabinet reads its own with getClaims). */
    getClaimantClaims: build.query<CabinetClaim[], Required<AsClaimant>>({
      query: ({ token }) => ({ url: CABINET_PATHS.claims.path, headers: tokenHeaders(token) }),
      transformResponse: (response: CabinetClaimsResponse) => response.data,
      providesTags: [CLAIM],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetClaimPolicyQuery,
  useLazyGetClaimPolicyQuery,
  useSendClaimCodeMutation,
  useVerifyClaimCodeMutation,
  useFileClaimMutation,
  useAddClaimFilesMutation,
  useGetClaimantClaimsQuery,
  useGetClaimFileQuery,
} = claimsApi;
