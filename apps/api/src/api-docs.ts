import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const API_DOCS_PATH = '/api/docs';

/**
 * Collects the OpenAPI document from the route schemas. Register it before any route (it listens for
 * routes as they are added); only /api routes are documented, not pages, assets or sandbox pages.
 */
export async function registerApiSpec(app: FastifyInstance, { version }: { version: string }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Polis reference insurer API',
        version,
        description:
          'Every route needs `Authorization: Basic base64(channel:secret)` of a sales channel (e.g. ' +
          '`site:site-sandbox` locally) unless marked otherwise. Malformed requests answer 4xx with ' +
          '`{ error: { code, message, details? } }`; well-formed look-ups that find nothing answer the ' +
          "insurer's way, HTTP 200 with `error` >= 1 and `error_message`. Test identities: apps/api/README.md.",
      },
      components: {
        securitySchemes: {
          channel: { type: 'http', scheme: 'basic', description: 'sales channel key and its secret' },
        },
      },
      security: [{ channel: [] }],
    },
    // Components are named by the TypeBox `$id`s of @polis/api-contract rather than def-0, def-1, ...
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
    transform: ({ schema, url, route }) => {
      const documented = url.startsWith('/api/') && !url.endsWith('*') && url !== '/api/';
      const base = schema ?? {};
      if (!documented) return { schema: { ...base, hide: true }, url };
      return {
        schema: {
          ...base,
          tags: base.tags ?? ['platform'],
          ...(base.response ? { response: describedResponses(base.response) } : {}),
          ...(route.config?.public ? { security: [] } : {}),
        },
        url,
      };
    },
  });
}

const RESPONSE_TEXT: Readonly<Record<string, string>> = {
  200: 'Answered (for look-ups also "nothing found": error >= 1)',
  400: 'validation, bad_json or bad_request',
  401: 'unauthorized: no or wrong channel credential',
  404: 'not_found',
  413: 'payload_too_large (over 1 MiB)',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal',
};

/** "Default Response" says nothing; each status gets what it means here (the route's own text wins). */
function describedResponses(response: unknown): unknown {
  if (typeof response !== 'object' || response === null) return response;
  return Object.fromEntries(
    Object.entries(response).map(([status, s]) => [
      status,
      typeof s === 'object' && s !== null && !('description' in s) && RESPONSE_TEXT[status]
        ? { ...s, description: RESPONSE_TEXT[status] }
        : s,
    ]),
  );
}

/** The browsable page at /api/docs and the document at /api/docs/json, served from node_modules (no CDN). */
export async function registerApiDocsUi(app: FastifyInstance) {
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    // The validator badge would load an image from validator.swagger.io, which the CSP (rightly) blocks.
    uiConfig: { validatorUrl: null, deepLinking: true, persistAuthorization: false },
  });
}
