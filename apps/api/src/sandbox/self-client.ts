import type { FastifyInstance } from 'fastify';

export interface SelfResponse {
  readonly statusCode: number;
  readonly body: string;
}

export type SelfRequest = (request: {
  url: string;
  headers: Record<string, string>;
  payload: string;
}) => Promise<SelfResponse>;

/**
 * The sandbox pages call our own provider callbacks the way the provider would: an HTTP POST through the
 * whole request pipeline (body parser, auth, routing). While the server listens that is a real request to
 * its own address; before it listens (tests with `app.inject`) Fastify's injection carries it instead.
 */
export function selfClient(app: FastifyInstance): SelfRequest {
  return async ({ url, headers, payload }) => {
    const address = app.server.address();
    if (address && typeof address === 'object') {
      const any = address.address === '0.0.0.0' || address.address === '::';
      const host = any ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
      const response = await fetch(`http://${host}:${address.port}${url}`, {
        method: 'POST',
        headers,
        body: payload,
      });
      return { statusCode: response.status, body: await response.text() };
    }
    const response = await app.inject({ method: 'POST', url, headers, payload });
    return { statusCode: response.statusCode, body: response.body };
  };
}
