import { api } from '@polis/api-client';
import { MINI_KASKO_PATHS } from '@polis/api-contract/paths';
import type { CheckIpFound, MiniKaskoCheckCarRequest, MiniKaskoProgramsResponse } from '@polis/api-contract';

/** Mini KASKO's programs and car look-up, injected into the one API (the save and check are the kit's). */
const miniKaskoApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getMiniKaskoPrograms: build.query<MiniKaskoProgramsResponse, void>({
      query: () => MINI_KASKO_PATHS.programs.path,
    }),
    checkMiniKaskoCar: build.mutation<CheckIpFound, MiniKaskoCheckCarRequest>({
      query: (body) => ({
        url: MINI_KASKO_PATHS.checkCar.path,
        method: MINI_KASKO_PATHS.checkCar.method,
        body,
      }),
    }),
  }),
});

export const { useGetMiniKaskoProgramsQuery, useCheckMiniKaskoCarMutation } = miniKaskoApi;
