import { api } from '@polis/api-client';
import type { RemindersRequest, RemindersResponse } from '@polis/api-contract';
import { RENEWAL_PATHS } from '@polis/api-contract/paths';
import { dropEndedSession } from '../api/account-api';

const REMINDERS = 'CabinetReminders';

/** Renewal reminders by SMS for the session's phone (the switch of the user-info page). */
export const remindersApi = api.enhanceEndpoints({ addTagTypes: [REMINDERS] }).injectEndpoints({
  endpoints: (build) => ({
    getCabinetReminders: build.query<boolean, void>({
      query: () => RENEWAL_PATHS.cabinetReminders.path,
      transformResponse: (response: RemindersResponse) => response.reminders,
      onQueryStarted: dropEndedSession,
      providesTags: [REMINDERS],
    }),
    setCabinetReminders: build.mutation<boolean, boolean>({
      query: (enabled) => {
        const body: RemindersRequest = { enabled };
        return {
          url: RENEWAL_PATHS.setCabinetReminders.path,
          method: RENEWAL_PATHS.setCabinetReminders.method,
          body,
        };
      },
      transformResponse: (response: RemindersResponse) => response.reminders,
      onQueryStarted: async (arg, lifecycle) => {
        await dropEndedSession(arg, lifecycle);
        const result = await lifecycle.queryFulfilled.catch(() => null);
        // The answer is the setting itself: the query's cache takes it, no second request.
        if (result)
          lifecycle.dispatch(
            remindersApi.util.upsertQueryData('getCabinetReminders', undefined, result.data),
          );
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetCabinetRemindersQuery, useSetCabinetRemindersMutation } = remindersApi;
