import { api } from '@polis/api-client';
import type { DmsHospitalsResponse, DmsPlace, DmsPlaceQuery } from '@polis/api-contract';

export type DmsPlaceKind = 'hospitals' | 'pharmacy';

/** `GET /dms/hospitals`, `GET /dms/pharmacy` with their filters. */
export const dmsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDmsPlaces: build.query<readonly DmsPlace[], { kind: DmsPlaceKind; query: DmsPlaceQuery }>({
      query: ({ kind, query }) => ({ url: `/dms/${kind}`, params: query }),
      transformResponse: (body: DmsHospitalsResponse) => body.data,
    }),
  }),
});

export const { useGetDmsPlacesQuery } = dmsApi;
