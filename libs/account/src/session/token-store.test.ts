import { readToken, removeToken, subscribeToken, TOKEN_KEY, writeToken } from './token-store';

beforeEach(() => localStorage.clear());

it('keeps the token in localStorage under its key, and only there', () => {
  expect(readToken()).toBeNull();
  writeToken('abc');
  expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
  expect(readToken()).toBe('abc');
  expect(Object.keys(localStorage)).toEqual([TOKEN_KEY]);
  removeToken();
  expect(readToken()).toBeNull();
  expect(localStorage.length).toBe(0);
});

it('tells subscribers about writes and removals, here and from another tab', () => {
  const seen: (string | null)[] = [];
  const stop = subscribeToken(() => seen.push(readToken()));
  writeToken('one');
  removeToken();
  localStorage.setItem(TOKEN_KEY, 'other-tab');
  window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
  stop();
  writeToken('after');
  expect(seen).toEqual(['one', null, 'other-tab']);
});
