import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
