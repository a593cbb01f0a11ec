import { Type, type Static } from '@sinclair/typebox';

/** The machine-readable error body of every 4xx/5xx answer of the platform's own routes. */
export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      code: Type.String({
        description: 'Stable machine-readable code, e.g. validation, not_found, unauthorized',
      }),
      message: Type.String(),
      details: Type.Optional(Type.Unknown()),
    }),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;
