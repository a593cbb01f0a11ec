import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';

/**
 * The one API of the front end. It starts empty: each product injects its endpoints with
 * `api.injectEndpoints({ endpoints, overrideExisting: 'throw' })` so a clashing name fails loudly.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  endpoints: () => ({}),
});
