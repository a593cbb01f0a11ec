import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 15 item 4, decided for the system font stack (README "Fonts"): no font file is loaded, so there is
 * nothing to preload, swap or shift. These fail when a web font comes back by any road.
 */
const root = path.resolve(__dirname, '../../../..');
const tokens = readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
    return /\.(css|scss|tsx?|mts|html)$/.test(entry.name) ? [full] : [];
  });
}

/** The front end: every lib and the three host apps (the API draws PDFs with its own embedded fonts). */
const frontEndFiles = [
  ...readdirSync(path.join(root, 'libs')).map((lib) => path.join(root, 'libs', lib, 'src')),
  ...['site', 'webview', 'cabinet'].flatMap((app) => [path.join(root, 'apps', app, 'src')]),
].flatMap(filesUnder);
const hostPages = ['site', 'webview', 'cabinet'].map((app) => path.join(root, 'apps', app, 'index.html'));

describe('fonts', () => {
  it('sets text in the system font stack, with no web font named first', () => {
    const stack = /--polis-font-family:\s*([^;]+);/.exec(tokens)?.[1].replace(/\s+/g, ' ').trim();
    expect(stack).toBe(
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    );
  });

  it('finds the front end and its host pages', () => {
    expect(frontEndFiles.length).toBeGreaterThan(100);
    expect(frontEndFiles).toContain(path.join(__dirname, 'tokens.css'));
  });

  it.each([
    ['an @font-face rule', /@font-face/i],
    ['a @fontsource package', /@fontsource/],
    ['a font CDN', /fonts\.(googleapis|gstatic)\.com|use\.typekit|fonts\.bunny/i],
    ['a font file', /\.(woff2?|ttf|otf)\b/i],
  ])('no front-end file or host page brings %s', (_what, pattern) => {
    const self = path.join(__dirname, 'fonts.test.ts');
    const offenders = [...frontEndFiles, ...hostPages]
      .filter((file) => file !== self)
      .filter((file) => pattern.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
