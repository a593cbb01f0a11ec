import { api } from '@polis/api-client';
import type { PersonLookupRequest, SaytPerson } from '@polis/api-contract';
import { REGISTRY_PATHS } from '@polis/api-contract/paths';

/**
 * A person by passport and birthday (`POST /sayt/getPerson`): the applicant's step and a car's company applicant.
 * Apart from the vehicle calls, so a product without a car loads none of them.
 */
export const personApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    findPerson: build.mutation<SaytPerson, PersonLookupRequest>({
      query: (body) => ({ url: REGISTRY_PATHS.person.path, method: REGISTRY_PATHS.person.method, body }),
    }),
  }),
});

export const { useFindPersonMutation } = personApi;
