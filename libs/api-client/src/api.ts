import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';
import { registerApi } from './store';

/**
 * The one API of the front end. It starts empty: each product injects its endpoints with
 * `api.injectEndpoints({ endpoints, overrideExisting: 'throw' })` so a clashing name fails loudly.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  endpoints: () => ({}),
});

// Every store, made before or after this module loads, gets the API's reducer and middleware.
registerApi(api);
