/**
 * @jest-environment jsdom
 */
import {
  evaluationStepsFor,
  PAINT_FIRST_PRELOAD,
  PAINT_FIRST_SCRIPT,
  pageDocument,
} from './prerender-document.mjs';

// The loader as a prerendered page runs it: after the first frame it turns the waiting preloads into module
// preloads a few milliseconds' worth per task (each starts a request, which costs the main thread), then imports
// the entry. `import(` is the loader's only module syntax; here it calls a spy instead.
const MODULES = 40;

function pageWithLoader(steps: string[] = [], settle = (url: string) => Promise.resolve(url)) {
  document.head.innerHTML =
    '<script type="module" src="/_site/assets/paint-first-1.js" data-entry="/e.js"' +
    (steps.length ? ` data-steps="${steps.join(' ')}"` : '') +
    '></script>';
  document.body.innerHTML =
    '<div id="root" data-prerendered=""></div>' +
    Array.from({ length: MODULES }, (_, i) => `<link ${PAINT_FIRST_PRELOAD} href="/m${i}.js">`).join('');
  const imported: string[] = [];
  const run = new Function('__import', PAINT_FIRST_SCRIPT.replaceAll('import(', '__import('));
  run((url: string) => {
    imported.push(url);
    return settle(url);
  });
  return imported;
}

const preloads = () => document.querySelectorAll('link[rel="modulepreload"]').length;
const waiting = () => document.querySelectorAll(`link[${PAINT_FIRST_PRELOAD}]`).length;

describe('the paint-first loader', () => {
  let clock = 0;
  beforeEach(() => {
    jest.useFakeTimers();
    clock = 0;
    // Starting a preload costs a millisecond here: the loader must hand the thread back every few.
    jest.spyOn(performance, 'now').mockImplementation(() => (clock += 1));
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      setTimeout(() => callback(0), 16);
      return 1;
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('waits for the first frame, starts the preloads over several tasks, then imports the entry once', () => {
    const imported = pageWithLoader();
    expect(preloads()).toBe(0);
    jest.advanceTimersByTime(16);
    jest.advanceTimersToNextTimer();
    // The first task started some preloads, not all of them, and the entry waits.
    expect(preloads()).toBeGreaterThan(0);
    expect(preloads()).toBeLessThan(MODULES);
    expect(imported).toEqual([]);
    let tasks = 1;
    while (waiting() > 0 && tasks < MODULES + 1) {
      jest.advanceTimersToNextTimer();
      tasks += 1;
    }
    expect(tasks).toBeGreaterThan(2);
    expect(preloads()).toBe(MODULES);
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual(
      Array.from({ length: MODULES }, (_, i) => `/m${i}.js`),
    );
    expect(links.every((link) => link.crossOrigin === '')).toBe(true);
    // The entry comes after the last preload, so that Vite's loader finds every link in place.
    expect(imported).toEqual(['/e.js']);
    // The fallback timer of a background tab starts nothing twice.
    jest.advanceTimersByTime(2000);
    expect(imported).toEqual(['/e.js']);
    expect(preloads()).toBe(MODULES);
  });

  it('evaluates the named chunks one per task, each after the one before it, before the entry', async () => {
    const failing = '/s1.js';
    const imported = pageWithLoader(['/s0.js', failing, '/s2.js'], (url) =>
      url === failing ? Promise.reject(new Error('a chunk of another deployment')) : Promise.resolve(url),
    );
    jest.advanceTimersByTime(16);
    for (let tasks = 0; waiting() > 0 && tasks <= MODULES; tasks++) jest.advanceTimersToNextTimer();
    expect(preloads()).toBe(MODULES);
    // The first chunk is imported with the last preloads; each next one a task after the one before settled.
    expect(imported).toEqual(['/s0.js']);
    for (const expected of [
      ['/s0.js', '/s1.js'],
      ['/s0.js', '/s1.js', '/s2.js'],
    ]) {
      await Promise.resolve();
      expect(imported).toEqual(expected.slice(0, -1));
      jest.advanceTimersToNextTimer();
      expect(imported).toEqual(expected);
    }
    await Promise.resolve();
    jest.advanceTimersToNextTimer();
    // A chunk that failed to load does not hold the page back: the entry comes, once.
    expect(imported).toEqual(['/s0.js', '/s1.js', '/s2.js', '/e.js']);
    jest.advanceTimersByTime(2000);
    expect(imported).toHaveLength(4);
  });
});

describe('the chunks a page evaluates before its entry', () => {
  // index.html's entry imports the runtime and React; the form library imports React; the page's step form and
  // its product page import the entry's chunk (the app's shared code), so they are left to the entry.
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js', '_react.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
    '_formik.js': { file: 'assets/formik.js', imports: ['_react.js', '_runtime.js'] },
    '_luxon.js': { file: 'assets/luxon.js' },
    '_step-form.js': { file: 'assets/step-form.js', imports: ['index.html', '_formik.js'] },
    'pets-page.tsx': { file: 'assets/pets.js', imports: ['_step-form.js', '_luxon.js', 'index.html'] },
    '_form.css': { file: 'assets/form.css' },
  };
  const preloads = ['/_site/assets/pets.js', '/_site/assets/step-form.js', '/_site/assets/formik.js'];

  it("are the entry's static chunks and the page's that do not import the entry, each after its imports", () => {
    expect(evaluationStepsFor(manifest, preloads, '/_site/')).toEqual([
      '/_site/assets/runtime.js',
      '/_site/assets/react.js',
      '/_site/assets/formik.js',
      '/_site/assets/luxon.js',
    ]);
  });

  it("are named by the loader's script, and the entry's own preloads wait for the first paint too", () => {
    const template =
      '<html lang="en"><head><title>t</title>' +
      '<script type="module" crossorigin src="/_site/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/_site/assets/react.js">' +
      '</head><body><div id="root"></div></body></html>';
    const html = pageDocument(template, 'en', '<title>Pets</title><main>pets</main>', {
      modulePreloads: preloads,
      paintFirst: '/_site/assets/paint-first-1.js',
      evaluationSteps: ['/_site/assets/react.js', '/_site/assets/formik.js'],
    });
    expect(html).toContain(
      '<script type="module" src="/_site/assets/paint-first-1.js" data-entry="/_site/assets/index.js" ' +
        'data-steps="/_site/assets/react.js /_site/assets/formik.js"></script>',
    );
    expect(html).toContain(`<link ${PAINT_FIRST_PRELOAD} href="/_site/assets/react.js">`);
    expect(html).not.toContain('rel="modulepreload"');
  });
});
