import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import type { Endpoint, EndpointRequest } from '@polis/api-contract';

/** What the OpenAPI document says of a route besides its schemas. */
export interface RouteDocs {
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  /** Request content types the OpenAPI document lists when the route takes more than JSON (forms). */
  readonly consumes?: readonly string[];
}

/** Route options other than method, path and schema (those come from the endpoint). */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema' | 'config'> & {
  readonly config?: FastifyContextConfig;
};

export type EndpointHandler<E extends Endpoint> = (
  request: FastifyRequest<EndpointRequest<E>>,
  reply: FastifyReply,
) => Promise<unknown>;

/**
 * Registers the route of an endpoint of `@polis/api-contract`: its method, path and schemas (validation, the
 * answer's serialiser and OpenAPI come from them), its error codes listed in the OpenAPI description. The path
 * is never typed here: it is the contract's.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  docs: RouteDocs,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const codes = endpoint.errors.length ? `Error codes: ${endpoint.errors.join(', ')}.` : '';
  const description = [docs.description, codes].filter(Boolean).join(' ');
  app.route<EndpointRequest<E>>({
    ...extras,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...endpoint.schema,
      tags: [...docs.tags],
      summary: docs.summary,
      ...(description ? { description } : {}),
      ...(docs.consumes ? { consumes: [...docs.consumes] } : {}),
    },
    handler,
  });
}
