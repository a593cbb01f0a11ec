import { APP_KEY, appReturnUrl, currentApp, rememberApp } from './app-context';

beforeEach(() => sessionStorage.clear());

it('remembers the native app for the session, and only a well-formed name', () => {
  expect(currentApp()).toBeNull();
  rememberApp('Bad Name');
  expect(currentApp()).toBeNull();
  rememberApp('android');
  expect(sessionStorage.getItem(APP_KEY)).toBe('android');
  expect(currentApp()).toBe('android');
});

it('builds the way back to the app', () => {
  expect(appReturnUrl('ios', 'polis')).toBe('polis://login-complete?app=ios');
});
