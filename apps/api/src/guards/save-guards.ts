import type { RouteOptions } from 'fastify';
import type { LimitKind } from './client-limits';

/** The paths of the routes that save an application (the spec's names: save, saqlash, create-contract). */
export const SAVE_ROUTE = /\/(save|saqlash|create-contract)(\b|[-_/])/;

/** Throws for a POST route that saves an application without `config { idempotent: true, clientLimit }`. */
export function requireSaveGuards(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.includes('POST') || !SAVE_ROUTE.test(route.url)) return;
  const config = route.config as { idempotent?: boolean; clientLimit?: LimitKind } | undefined;
  if (!config?.idempotent || !config.clientLimit)
    throw new Error(`${route.url} saves an application: give it config { idempotent: true, clientLimit }`);
}
