#!/usr/bin/env node
// Screenshots for looking at what we build: node tools/screenshots.mjs http://127.0.0.1:3000 /uz /ru/osago ...
// Writes tmp/screens/<path>-<width>.png at 390 px and 1280 px (ARCHITECTURE.md "Look and feel").
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { workspaceRoot } from './build/paths.mjs';

const [origin, ...paths] = process.argv.slice(2);
if (!origin || !paths.length) {
  console.error('usage: screenshots.mjs <origin> <path> [path...]');
  process.exit(1);
}
const out = path.join(workspaceRoot, 'tmp/screens');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const p of paths) {
    await page.goto(origin + p, { waitUntil: 'networkidle' });
    const file = path.join(out, `${p.replace(/\W+/g, '_')}-${width}.png`);
    await page.screenshot({ path: file, fullPage: width === 390 ? false : true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
