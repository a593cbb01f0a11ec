import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Journeys run against the built apps behind apps/api on one origin (`npm test` builds them first).
 * Debian's chromium: Playwright downloads no browser here.
 */
export default defineConfig({
  testDir: './src',
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: './test-results/results.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'uz-UZ',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../../dist/apps/api/main.mjs',
    url: `${baseURL}/api/health`,
    // A fresh SQLite database per run, seeded by the server on start.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      POLIS_DB_FILE: path.join(tmpdir(), `polis-e2e-${process.pid}-${Date.now()}.db`),
      // Every journey comes from this one address: the per-client limits stay on, sized for the whole suite
      // (their defaults are tested in apps/api's guards tests).
      POLIS_LIMIT_SAVE: '600/60',
      POLIS_LIMIT_LEAD: '600/60',
      POLIS_LIMIT_SMS: '600/600',
      POLIS_LIMIT_LOOKUP: '600/60',
      POLIS_LIMIT_DRAFT: '2400/60',
      // The sandbox mailbox of this run, beside its port (never a developer's server's 2525), polled every second.
      POLIS_MAIL_SINK_PORT: String(port + 2000),
      POLIS_MAIL_POLL_MS: '1000',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
