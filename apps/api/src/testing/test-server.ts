import type { FastifyInstance } from 'fastify';
import { channelSecrets } from '../channels';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import type { ClientLimits } from '../guards/client-limits';
import { buildServer } from '../server';

/**
 * Test helper: the whole server over a migrated database (in-memory SQLite unless one is given, then closed
 * with the server), seeded with the registries' test identities unless `seed: false`.
 */
export async function testServer(
  given?: Db,
  { seed = true, clientLimits = null }: { seed?: boolean; clientLimits?: ClientLimits } = {},
): Promise<{ app: FastifyInstance; handle: Db }> {
  const handle = given ?? openDatabase({});
  await migrateToLatest(handle);
  if (seed) await seedIfEmpty(handle);
  const app = await buildServer({
    db: handle,
    distDir: '/nonexistent',
    logger: false,
    channelSecrets: channelSecrets({}),
    version: 'test',
    // Off unless a test asks: one test file saves hundreds of contracts from one address in seconds.
    clientLimits,
  });
  if (!given) app.addHook('onClose', () => handle.close());
  return { app, handle };
}

/** The sandbox credential of the site channel (`site:site-sandbox`). */
export const SITE_AUTH = `Basic ${Buffer.from('site:site-sandbox').toString('base64')}`;

/** Seeded server (the registries' tests and most others). */
export const seededServer = (given?: Db) => testServer(given);
