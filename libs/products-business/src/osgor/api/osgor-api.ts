import { api } from '@polis/api-client';
import type { OsgorCalculatorRequest, OsgorCalculatorResponse } from '@polis/api-contract';
import { OSGOR_PATHS } from '@polis/api-contract/paths';

/** The OSGOR calculator, injected into the one API (the save and the check are the kit's: `contractSave`, `check.url`). */
export const osgorApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    calculateOsgor: build.mutation<number, OsgorCalculatorRequest>({
      query: (body) => ({ url: OSGOR_PATHS.calculate.path, method: OSGOR_PATHS.calculate.method, body }),
      transformResponse: (body: OsgorCalculatorResponse) => body.premium,
    }),
  }),
});

export const { useCalculateOsgorMutation } = osgorApi;
