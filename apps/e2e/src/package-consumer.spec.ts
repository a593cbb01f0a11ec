import { expect, test } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { osagoBasePremium } from '@polis/tariffs';
import { matchRoute } from '@polis/routing';

// Issue 26: the libraries as another team uses them. A private npm registry (verdaccio) on loopback; every
// library published to it by `nx release publish`; a fresh Vite + React project in a temporary folder outside the
// workspace installs @polis/products-travel and @polis/ui (the @polis scope from that registry, everything else
// from the usual one), builds, and renders the travel wizard against the reference API; plain Node imports
// @polis/tariffs and @polis/routing and prices a policy. The libraries must be built (`npm test` builds them).

const root = path.resolve(__dirname, '../../..');
// The reference API of this run (playwright.config.ts starts it on E2E_PORT).
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const registryPort = port + 20;
const previewPort = port + 21;
const registry = `http://127.0.0.1:${registryPort}/`;
const npmEnv = (userconfig: string) => ({
  ...process.env,
  npm_config_userconfig: userconfig,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
});
const installed = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

async function waitFor(url: string, what: string, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${what} did not start at ${url}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** A GET's status on a fresh connection (the registry closes idle ones, which a pooled fetch would reuse). */
const statusOf = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });

const stop = (child: ChildProcess | undefined) => {
  if (child?.pid && child.exitCode === null) child.kill('SIGTERM');
};

test.describe.configure({ mode: 'serial' });

let work = '';
let consumer = '';
let verdaccio: ChildProcess | undefined;
let preview: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const libs = readdirSync(path.join(root, 'libs')).filter((lib) =>
    existsSync(path.join(root, 'libs', lib, 'package.json')),
  );
  const unbuilt = libs.filter((lib) => !existsSync(path.join(root, 'libs', lib, 'dist/index.js')));
  expect(unbuilt, 'libraries without a build (run `npx nx run-many -t build` first)').toEqual([]);

  work = mkdtempSync(path.join(tmpdir(), 'polis-consumer-'));
  // The registry: its own storage and users in the temporary folder, no uplinks (it holds only @polis).
  writeFileSync(
    path.join(work, 'verdaccio.yaml'),
    [
      `storage: ${path.join(work, 'storage')}`,
      'auth:',
      `  htpasswd: { file: ${path.join(work, 'htpasswd')}, max_users: 10 }`,
      'uplinks: {}',
      'packages:',
      "  '@polis/*': { access: $all, publish: $authenticated }",
      "  '**': { access: $all }",
      'log: { type: stdout, format: pretty, level: warn }',
      'web: { enable: false }',
      '',
    ].join('\n'),
  );
  verdaccio = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/verdaccio/bin/verdaccio'),
      '-c',
      path.join(work, 'verdaccio.yaml'),
      '-l',
      `127.0.0.1:${registryPort}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const registryLog: string[] = [];
  verdaccio.stdout?.on('data', (chunk: Buffer) => registryLog.push(String(chunk)));
  verdaccio.stderr?.on('data', (chunk: Buffer) => registryLog.push(String(chunk)));
  verdaccio.on('exit', (code) => registryLog.push(`verdaccio exited with ${code}`));
  await waitFor(`${registry}-/ping`, 'verdaccio');
  const user = await fetch(`${registry}-/user/org.couchdb.user:release`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'release', password: `release-${Date.now()}` }),
  });
  const { token } = (await user.json()) as { token: string };
  const host = registry.replace(/^http:/, '');
  writeFileSync(path.join(work, 'publisher.npmrc'), `${host}:_authToken=${token}\n`);

  // The release's publish step, to the registry given on the command line.
  execFileSync('npx', ['nx', 'release', 'publish', '--registry', registry, '--tag', 'latest'], {
    cwd: root,
    env: {
      ...npmEnv(path.join(work, 'publisher.npmrc')),
      NX_DAEMON: 'false',
      NX_NO_CLOUD: 'true',
      NX_TUI: 'false',
    },
    stdio: 'pipe',
    timeout: 300_000,
  });
  // execFileSync throws when the publish fails; what it published is checked one by one below.
  for (const lib of libs) {
    const { name } = JSON.parse(readFileSync(path.join(root, 'libs', lib, 'package.json'), 'utf8')) as {
      name: string;
    };
    expect(
      await statusOf(`${registry}${name.replace('/', '%2f')}`),
      `${name} published; the registry said: ${registryLog.join('')}`,
    ).toBe(200);
  }

  // The outside project: only the @polis scope comes from the private registry.
  consumer = path.join(work, 'consumer');
  mkdirSync(path.join(consumer, 'src'), { recursive: true });
  writeFileSync(path.join(consumer, '.npmrc'), `@polis:registry=${registry}\n`);
  const caret = (name: string) => `^${installed(name)}`;
  writeFileSync(
    path.join(consumer, 'package.json'),
    JSON.stringify(
      {
        name: 'travel-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@polis/products-travel': '^0.1.0',
          '@polis/ui': '^0.1.0',
          '@polis/shell': '^0.1.0',
          '@polis/tariffs': '^0.1.0',
          '@polis/routing': '^0.1.0',
          ...Object.fromEntries(
            [
              'react',
              'react-dom',
              'react-redux',
              '@reduxjs/toolkit',
              'redux',
              'redux-thunk',
              'react-intl',
              'react-router',
            ].map((name) => [name, caret(name)]),
          ),
        },
        devDependencies: { vite: caret('vite'), '@vitejs/plugin-react': caret('@vitejs/plugin-react') },
        // react-text-mask (inside @polis/ui) names React up to 16 as its peer; it works under 19 (TOOLCHAIN.md).
        overrides: { 'react-text-mask': { react: '$react', 'react-dom': '$react-dom' } },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(consumer, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>Travel</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
  );
  writeFileSync(
    path.join(consumer, 'src/main.js'),
    [
      "import { bootHostApp, DefaultLayout } from '@polis/shell';",
      "import { ROUTES } from '@polis/routing';",
      "import { travelPages } from '@polis/products-travel';",
      "import '@polis/ui/styles.css';",
      '',
      'const none = async () => ({});',
      "// This app sells travel only: the site's other routes show an empty page.",
      'const elsewhere = async () => ({ Component: () => null });',
      'const pages = {',
      "  ...Object.fromEntries(ROUTES.filter((r) => r.app === 'site').map((r) => [r.path, elsewhere])),",
      '  ...travelPages.site,',
      '};',
      'bootHostApp({',
      "  app: 'site',",
      '  layouts: { default: DefaultLayout, business: DefaultLayout },',
      '  pages: async () => pages,',
      "  notFound: [{ prefix: '', layout: 'default' }],",
      "  appMessages: { uz: none, ru: none, en: none, 'uz-cyrl': none },",
      '  env: import.meta.env,',
      '});',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(consumer, 'vite.config.js'),
    [
      "import { defineConfig } from 'vite';",
      "import react from '@vitejs/plugin-react';",
      '',
      '// The API on the same origin, as the hosts have it: the dev and preview servers proxy /api.',
      `const proxy = { '/api': '${baseURL}' };`,
      'export default defineConfig({ plugins: [react()], server: { proxy }, preview: { proxy } });',
      '',
    ].join('\n'),
  );
  const consumerEnv = npmEnv(path.join(work, 'consumer.npmrc'));
  writeFileSync(path.join(work, 'consumer.npmrc'), '');
  execFileSync('npm', ['install', '--prefer-offline', '--no-package-lock'], {
    cwd: consumer,
    env: consumerEnv,
    stdio: 'pipe',
    timeout: 300_000,
  });
  execFileSync('npx', ['vite', 'build'], {
    cwd: consumer,
    env: consumerEnv,
    stdio: 'pipe',
    timeout: 180_000,
  });
  preview = spawn(
    'npx',
    ['vite', 'preview', '--port', String(previewPort), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: consumer,
      env: consumerEnv,
      stdio: 'ignore',
      detached: true,
    },
  );
  await waitFor(`http://127.0.0.1:${previewPort}/`, 'the consumer preview');
});

test.afterAll(() => {
  if (preview?.pid) {
    try {
      process.kill(-preview.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  stop(verdaccio);
  if (work && !process.env.POLIS_KEEP_CONSUMER) rmSync(work, { recursive: true, force: true });
});

test('an outside Vite app renders the travel wizard from the published packages against the API', async ({
  page,
}) => {
  const installedFrom = JSON.parse(
    readFileSync(path.join(consumer, 'node_modules/@polis/products-travel/package.json'), 'utf8'),
  ) as { name: string; version: string; dependencies: Record<string, string> };
  expect(installedFrom.dependencies['@polis/product-kit']).toBeDefined();
  expect(existsSync(path.join(consumer, 'node_modules/@polis/ui/dist/styles.css'))).toBe(true);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`http://127.0.0.1:${previewPort}/en/travel`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Travel insurance abroad' }),
    `the page's errors: ${errors.join('\n')}`,
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Travel' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  // The countries come from the reference API through the consumer's proxy.
  await page.getByRole('searchbox', { name: 'Country' }).fill('Герм');
  await page.getByRole('button', { name: 'Germany · Schengen' }).click();
  await expect(page.getByRole('textbox', { name: 'End date' })).toBeVisible();
  // The design system's styles arrived with the package: the primary button is styled, not the browser's grey.
  const next = page.getByRole('button', { name: 'Next' });
  expect(await next.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgb(239, 239, 239)');
});

test('plain Node imports @polis/tariffs and @polis/routing from the registry and prices a policy', () => {
  const quote = { plate: '01A123BC', vehicleTypeId: 2, driversLimit: 1, periodId: 1 };
  const script = [
    "import { osagoBasePremium } from '@polis/tariffs';",
    "import { matchRoute } from '@polis/routing';",
    `const premium = osagoBasePremium(${JSON.stringify(quote)});`,
    "console.log(JSON.stringify({ premium, route: matchRoute('/ru/osago')?.route.path }));",
  ].join('\n');
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: consumer,
    encoding: 'utf8',
  });
  const answer = JSON.parse(out) as { premium: number; route: string };
  expect(answer.premium).toBeGreaterThan(0);
  // The same as the workspace's own source.
  expect(answer).toEqual({ premium: osagoBasePremium(quote), route: matchRoute('/ru/osago')?.route.path });
});
