import { api } from '@polis/api-client';
import { OSGOP_PATHS } from '@polis/api-contract/paths';
import type {
  OsgopAutoFound,
  OsgopAutoRequest,
  OsgopCalculationFound,
  OsgopCalculationRequest,
} from '@polis/api-contract';

const { vehicle, calculate } = OSGOP_PATHS;

/** OSGOP's look-ups, injected into the one API (the save is the kit's, the check the platform's). */
const osgopApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    findOsgopVehicle: build.mutation<OsgopAutoFound, OsgopAutoRequest>({
      query: (body) => ({ url: vehicle.path, method: vehicle.method, body }),
    }),
    osgopCalculation: build.query<OsgopCalculationFound, OsgopCalculationRequest>({
      query: (body) => ({ url: calculate.path, method: calculate.method, body }),
    }),
  }),
});

export const { useFindOsgopVehicleMutation, useOsgopCalculationQuery, useLazyOsgopCalculationQuery } =
  osgopApi;
