import { Type } from '@sinclair/typebox';

/** The spec's forms are multipart; JSON is accepted too (API clients, tests). Shown in the OpenAPI document. */
export const FORM_CONSUMES = ['multipart/form-data', 'application/json'];

/**
 * Documents the token header for Swagger UI. Never refuses: the session guard answers before validation,
 * with 401 rather than the 400 a schema would give.
 */
export const TokenHeaders = Type.Object({
  'x-auth-token': Type.Optional(
    Type.String({
      description: 'the token of check-verification-code (not in Authorization: that is the channel)',
    }),
  ),
});

export const TOKEN_ROUTE_NOTE =
  'Needs the X-Auth-Token header besides the channel credential: missing 401 token_required; unknown, ' +
  'logged out or expired 401 token_invalid.';
