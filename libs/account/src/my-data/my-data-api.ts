import { api } from '@polis/api-client';
import type {
  AccountDeleted,
  ConsentKind,
  ConsentList,
  DeleteAccountRequest,
  DeviceSession,
  DeviceSessionList,
  MyDataSummary,
} from '@polis/api-contract';
import { MY_DATA_PATHS, pathTo } from '@polis/api-contract/paths';
import { dropEndedSession } from '../api/account-api';

const SUMMARY = 'MyDataSummary' as const;
const CONSENTS = 'MyDataConsents' as const;
const SESSIONS = 'MyDataSessions' as const;
// The saved people's and the reminders switch's tags (saved/saved-api.ts, profile/reminders-api.ts).
const SAVED = 'CabinetSaved' as const;
const REMINDERS = 'CabinetReminders' as const;

/** The export file as downloaded: its text (JSON) and the name the server gave it. */
export interface ExportFile {
  readonly text: string;
  readonly name: string;
}

const fileName = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'polis-my-data.json';

/**
 * The customer's data (issue 27): the summary, consents, devices, the export file and the account's deletion.
 * The export is a mutation: its personal content is taken once into a file, never kept in the query cache.
 */
export const myDataApi = api
  .enhanceEndpoints({ addTagTypes: [SUMMARY, CONSENTS, SESSIONS, SAVED, REMINDERS] })
  .injectEndpoints({
    endpoints: (build) => ({
      getMyDataSummary: build.query<MyDataSummary, void>({
        query: () => MY_DATA_PATHS.summary.path,
        onQueryStarted: dropEndedSession,
        providesTags: [SUMMARY],
      }),
      getConsents: build.query<ConsentList['consents'], void>({
        query: () => MY_DATA_PATHS.consents.path,
        transformResponse: (response: ConsentList) => response.consents,
        onQueryStarted: dropEndedSession,
        providesTags: [CONSENTS],
      }),
      giveConsent: build.mutation<ConsentList, Extract<ConsentKind, 'reminders' | 'marketing'>>({
        query: (kind) => ({
          url: pathTo(MY_DATA_PATHS.giveConsent, { kind }),
          method: MY_DATA_PATHS.giveConsent.method,
        }),
        onQueryStarted: dropEndedSession,
        invalidatesTags: (result) => (result ? [CONSENTS, SUMMARY] : []),
      }),
      withdrawConsent: build.mutation<ConsentList, ConsentKind>({
        query: (kind) => ({
          url: pathTo(MY_DATA_PATHS.withdrawConsent, { kind }),
          method: MY_DATA_PATHS.withdrawConsent.method,
        }),
        onQueryStarted: dropEndedSession,
        // Withdrawing `saved_others` deletes saved people: the "People and cars" tab reads them again.
        invalidatesTags: (result) => (result ? [CONSENTS, SUMMARY, SAVED, REMINDERS] : []),
      }),
      getDeviceSessions: build.query<DeviceSession[], void>({
        query: () => MY_DATA_PATHS.sessions.path,
        transformResponse: (response: DeviceSessionList) => response.sessions,
        onQueryStarted: dropEndedSession,
        providesTags: [SESSIONS],
      }),
      endDeviceSession: build.mutation<null, number>({
        query: (id) => ({
          url: pathTo(MY_DATA_PATHS.endSession, { id }),
          method: MY_DATA_PATHS.endSession.method,
        }),
        onQueryStarted: dropEndedSession,
        // A 404 is a session ended elsewhere already: the list shows what is really live.
        invalidatesTags: [SESSIONS, SUMMARY],
      }),
      exportMyData: build.mutation<ExportFile, void>({
        query: () => ({
          url: MY_DATA_PATHS.exportFile.path,
          method: MY_DATA_PATHS.exportFile.method,
          responseHandler: async (response: Response) =>
            response.ok
              ? { text: await response.text(), name: fileName(response.headers.get('content-disposition')) }
              : response.json(),
        }),
        onQueryStarted: dropEndedSession,
      }),
      deleteAccount: build.mutation<AccountDeleted, void>({
        query: () => {
          const body: DeleteAccountRequest = { confirm: true };
          return { url: MY_DATA_PATHS.deleteAccount.path, method: MY_DATA_PATHS.deleteAccount.method, body };
        },
      }),
    }),
    overrideExisting: 'throw',
  });

export const {
  useGetMyDataSummaryQuery,
  useGetConsentsQuery,
  useGiveConsentMutation,
  useWithdrawConsentMutation,
  useGetDeviceSessionsQuery,
  useEndDeviceSessionMutation,
  useExportMyDataMutation,
  useDeleteAccountMutation,
} = myDataApi;
