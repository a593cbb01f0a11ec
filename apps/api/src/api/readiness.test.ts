import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildServer } from '../server';
import { channelSecrets } from '../channels';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { localFolderStorage, type UploadStorage } from '../uploads/storage';
import { readinessRoute } from './readiness';

// /api/ready (issue 26): the database and the upload store answer, else 503 naming the check that failed.

const memoryStorage = (ready?: () => Promise<void>): UploadStorage => ({
  put: async () => undefined,
  get: async () => null,
  remove: async () => undefined,
  ...(ready ? { ready } : {}),
});

async function server(handle: Db, uploadStorage: UploadStorage) {
  return buildServer({
    db: handle,
    distDir: '/nonexistent',
    logger: false,
    channelSecrets: channelSecrets({}),
    version: 'test',
    clientLimits: null,
    uploadStorage,
  });
}

async function migrated(): Promise<Db> {
  const handle = openDatabase({});
  await migrateToLatest(handle);
  return handle;
}

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'polis-ready-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

it('answers 200 without a credential when the database and the store answer; health is unchanged', async () => {
  const handle = await migrated();
  const app = await server(handle, localFolderStorage(path.join(folder, 'uploads')));
  try {
    const res = await app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ready: true, checks: { database: 'ok', storage: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  } finally {
    await app.close();
    await handle.close();
  }
});

it('answers 503 naming the database while the database is closed; health still says the process lives', async () => {
  const handle = await migrated();
  const app = await server(handle, memoryStorage());
  try {
    await handle.close();
    const res = await app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ready: false, checks: { database: 'failed', storage: 'ok' } });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  } finally {
    await app.close();
  }
});

it('answers 503 naming the store when its check throws, without the reason', async () => {
  const handle = await migrated();
  const app = await server(
    handle,
    memoryStorage(async () => {
      throw new Error('bucket /secret/path unreachable');
    }),
  );
  try {
    const res = await app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ready: false, checks: { database: 'ok', storage: 'failed' } });
    expect(res.body).not.toContain('secret');
  } finally {
    await app.close();
    await handle.close();
  }
});

it('the local folder store is not ready when its folder cannot be made', async () => {
  const file = path.join(folder, 'a-file');
  await writeFile(file, 'not a folder');
  await expect(localFolderStorage(path.join(file, 'uploads')).ready?.()).rejects.toThrow();
  await expect(localFolderStorage(path.join(folder, 'fine')).ready?.()).resolves.toBeUndefined();
});

it('a check that does not answer in time fails (a hung database must not hang the balancer)', async () => {
  const handle = await migrated();
  const app = Fastify();
  readinessRoute(app, {
    db: handle,
    storage: memoryStorage(() => new Promise(() => undefined)),
    timeoutMs: 50,
  });
  try {
    const started = Date.now();
    const res = await app.inject({ url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ready: false, checks: { database: 'ok', storage: 'failed' } });
    expect(Date.now() - started).toBeLessThan(1_000);
  } finally {
    await app.close();
    await handle.close();
  }
});

it('answers 503 while PostgreSQL is unreachable (nothing listens where DATABASE_URL points)', async () => {
  // Port 1 on loopback: the connection is refused at once, as when the database's host is down.
  const handle = openDatabase({ url: 'postgres://polis:polis@127.0.0.1:1/polis' });
  const app = await server(handle, memoryStorage());
  try {
    const res = await app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ready: false, checks: { database: 'failed', storage: 'ok' } });
  } finally {
    await app.close();
    await handle.close();
  }
});
