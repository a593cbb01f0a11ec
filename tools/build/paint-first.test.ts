/**
 * @jest-environment jsdom
 */
import { PAINT_FIRST_PRELOAD, PAINT_FIRST_SCRIPT } from './prerender-document.mjs';

// The loader as a prerendered page runs it: after the first frame it turns the waiting preloads into module
// preloads a few milliseconds' worth per task (each starts a request, which costs the main thread), then imports
// the entry. `import(` is the loader's only module syntax; here it calls a spy instead.
const MODULES = 40;

function pageWithLoader() {
  document.head.innerHTML =
    '<script type="module" src="/_site/assets/paint-first-1.js" data-entry="/e.js"></script>';
  document.body.innerHTML =
    '<div id="root" data-prerendered=""></div>' +
    Array.from({ length: MODULES }, (_, i) => `<link ${PAINT_FIRST_PRELOAD} href="/m${i}.js">`).join('');
  const imported: string[] = [];
  const run = new Function('__import', PAINT_FIRST_SCRIPT.replace('import(', '__import('));
  run((url: string) => {
    imported.push(url);
    return Promise.resolve();
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
});
