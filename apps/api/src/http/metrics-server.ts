import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics';

export interface MetricsListener {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The metrics' own listener (`METRICS_PORT`, on `METRICS_HOST`, 127.0.0.1 by default): GET /metrics in the
 * Prometheus text format, 404 for anything else. It is not the public origin, so no channel credential (public by
 * design) ever reaches it; the public origin answers /metrics with 404. Port 0 takes a free port (tests).
 */
export function startMetricsServer(
  metrics: Metrics,
  { port, host = '127.0.0.1' }: { readonly port: number; readonly host?: string },
): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, {
          'content-type': metrics.registry.contentType,
          'cache-control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done, failed) => server.close((error) => (error ? failed(error) : done()))),
      });
    });
  });
}

/** `METRICS_PORT`: unset or empty turns the listener off; else a port number (0 is refused: nobody could scrape it). */
export function readMetricsPort(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535) {
    throw new Error(`METRICS_PORT must be a port number, got "${value}"`);
  }
  return port;
}
