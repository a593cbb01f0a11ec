import type { FastifyInstance } from 'fastify';
import { channelSecrets } from '../channels';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { buildServer } from '../server';

/** Test helper: the whole server over a migrated, seeded database (in-memory SQLite unless one is given). */
export async function seededServer(given?: Db): Promise<{ app: FastifyInstance; handle: Db }> {
  const handle = given ?? openDatabase({});
  await migrateToLatest(handle);
  await seedIfEmpty(handle);
  const app = await buildServer({
    db: handle,
    distDir: '/nonexistent',
    logger: false,
    channelSecrets: channelSecrets({}),
    version: 'test',
  });
  if (!given) app.addHook('onClose', () => handle.close());
  return { app, handle };
}

/** The sandbox credential of the site channel (`site:site-sandbox`). */
export const SITE_AUTH = `Basic ${Buffer.from('site:site-sandbox').toString('base64')}`;
