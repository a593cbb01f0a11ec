import { connect } from 'node:net';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assetPrefix, DEV_PORTS, devOrigin, HOST_APPS } from './app-sources';

/** Vite puts content-hashed files under assets/: a new build gets new names, so they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, version.json) must be revalidated so a deployment shows at once. */
export const NO_CACHE = 'no-cache';

/** Serves /_site/*, /_webview/*, /_cabinet/* from dist/apps/<app>; a missing folder only 404s. */
export async function builtAppAssets(app: FastifyInstance, distDir: string) {
  for (const hostApp of HOST_APPS) {
    const root = path.join(distDir, hostApp);
    await app.register(fastifyStatic, {
      root,
      prefix: assetPrefix(hostApp),
      decorateReply: false,
      cacheControl: false,
      // The build writes .br and .gz beside every text asset (tools/build/vite.mjs): sent as the client
      // accepts, with Vary, and no compression work per request.
      preCompressed: true,
      // One line per page is useful; one per asset buries it.
      logLevel: 'warn',
      setHeaders: (res, file) => {
        const hashed = path.relative(root, file).split(path.sep)[0] === 'assets';
        res.setHeader('cache-control', hashed ? IMMUTABLE : NO_CACHE);
        // A cache must key the file on the encoding it was sent in (preCompressed picks one).
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
}

// Hop-by-hop headers, and the body encoding fetch has already undone.
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
]);
const DROPPED_REQUEST_HEADERS = new Set(['host', 'connection', 'keep-alive', 'upgrade', 'accept-encoding']);

/** Dev proxy mode: the same prefixes forwarded to each app's Vite dev server (modules, HMR client, assets). */
export async function devAppAssets(app: FastifyInstance) {
  tunnelDevWebsockets(app);
  for (const hostApp of HOST_APPS) {
    app.route({
      method: ['GET', 'HEAD'],
      url: `${assetPrefix(hostApp)}*`,
      logLevel: 'warn',
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (typeof value === 'string' && !DROPPED_REQUEST_HEADERS.has(name)) headers.set(name, value);
        }
        let upstream: Response;
        try {
          upstream = await fetch(`${devOrigin(hostApp)}${request.url}`, { method: request.method, headers });
        } catch {
          return reply
            .code(502)
            .type('text/plain; charset=utf-8')
            .send(
              `The Vite dev server of ${hostApp} is not running (${devOrigin(hostApp)}); start npm run dev.`,
            );
        }
        reply.code(upstream.status);
        upstream.headers.forEach((value, name) => {
          if (!DROPPED_RESPONSE_HEADERS.has(name)) reply.header(name, value);
        });
        return reply.send(Buffer.from(await upstream.arrayBuffer()));
      },
    });
  }
}

/**
 * Vite's hot-reload websocket lives under each app's base; tunnelling the upgrade as raw bytes keeps the
 * browser on one origin (without it Vite falls back to its own port after a console error).
 */
function tunnelDevWebsockets(app: FastifyInstance) {
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const hostApp = HOST_APPS.find((name) => request.url?.startsWith(assetPrefix(name)));
    if (!hostApp) return socket.destroy();
    const upstream = connect(DEV_PORTS[hostApp], 'localhost', () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
}
