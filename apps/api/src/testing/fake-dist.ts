import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../server';

/** A dist/apps folder with a recognisable index.html per app, one hashed asset and the site's root files. */
export function makeFakeDist(apps: readonly string[] = ['site', 'webview', 'cabinet']) {
  const dir = mkdtempSync(path.join(tmpdir(), 'polis-dist-'));
  for (const app of apps) {
    mkdirSync(path.join(dir, app, 'assets'), { recursive: true });
    writeFileSync(
      path.join(dir, app, 'index.html'),
      `<!doctype html><title>${app}</title><div id="root" data-app="${app}"></div>`,
    );
    writeFileSync(path.join(dir, app, 'assets', 'index-AbC123.js'), `console.log(${JSON.stringify(app)});`);
    writeFileSync(path.join(dir, app, 'version.json'), JSON.stringify({ version: `${app}-1` }));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ServedFakeDist {
  /** The fake dist folder (plant files in it before the suite's tests run). */
  readonly dir: string;
  /** The server over it, from the suite's beforeAll to its afterAll. */
  readonly app: Awaited<ReturnType<typeof buildServer>>;
}

/**
 * A server over a fake dist folder for the enclosing suite: built before its tests (with `env` set while it
 * builds, as POLIS_PUBLIC_ORIGIN is read then), closed and removed after them.
 */
export function serveFakeDist({ env = {} }: { env?: Readonly<Record<string, string>> } = {}): ServedFakeDist {
  const dist = makeFakeDist();
  let app: ServedFakeDist['app'] | undefined;
  beforeAll(async () => {
    const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
    Object.assign(process.env, env);
    try {
      app = await buildServer({ distDir: dist.dir, logger: false });
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
  afterAll(async () => {
    await app?.close();
    dist.remove();
  });
  return {
    dir: dist.dir,
    get app() {
      if (!app) throw new Error('serveFakeDist: the server is built in beforeAll; use it inside a test');
      return app;
    },
  };
}
