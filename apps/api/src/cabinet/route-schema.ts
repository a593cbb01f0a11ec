/** The spec's forms are multipart; JSON is accepted too (API clients, tests). Shown in the OpenAPI document. */
export const FORM_CONSUMES = ['multipart/form-data', 'application/json'];

export const TOKEN_ROUTE_NOTE =
  'Needs the X-Auth-Token header besides the channel credential: missing 401 token_required; unknown, ' +
  'logged out or expired 401 token_invalid.';
