import type { Static, TSchema } from '@sinclair/typebox';
import { ERROR_RESPONSES } from './common';
import type { EndpointPath, HttpMethod } from './paths';

/** What an endpoint validates and answers: request parts and the product's own responses by status. */
export interface EndpointSchemas {
  readonly body?: TSchema;
  readonly querystring?: TSchema;
  readonly params?: TSchema;
  readonly headers?: TSchema;
  readonly response: Readonly<Record<number, TSchema>>;
}

/**
 * One endpoint, whole: its method and path (from `paths.ts`), its schemas (the platform's error answers added)
 * and the error codes it may answer with. The API registers its route from it (`apps/api/src/http/endpoint.ts`);
 * the front end takes the same method and path from `@polis/api-contract/paths`.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  S extends EndpointSchemas = EndpointSchemas,
> extends EndpointPath<M, P> {
  readonly schema: Omit<S, 'response'> & { readonly response: S['response'] & typeof ERROR_RESPONSES };
  readonly errors: readonly string[];
}

/** Defines an endpoint at `at` with its schemas and error codes (`validation`, `price_mismatch`, ...). */
export function endpoint<M extends HttpMethod, P extends string, S extends EndpointSchemas>(
  at: EndpointPath<M, P>,
  schema: S,
  errors: readonly string[] = [],
): Endpoint<M, P, S> {
  return {
    method: at.method,
    path: at.path,
    schema: { ...schema, response: { ...schema.response, ...ERROR_RESPONSES } },
    errors,
  };
}

type Part<S, K extends string> = S extends { readonly [key in K]: infer T extends TSchema }
  ? Static<T>
  : unknown;

/** The request types of an endpoint, as Fastify's route generic takes them. */
export interface EndpointRequest<E extends Endpoint> {
  Body: Part<E['schema'], 'body'>;
  Querystring: Part<E['schema'], 'querystring'>;
  Params: Part<E['schema'], 'params'>;
  Headers: Part<E['schema'], 'headers'>;
}
