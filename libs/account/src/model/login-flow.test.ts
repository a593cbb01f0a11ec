import { initialLoginState, loggingIn, loginFlow, referralFromSearch } from './login-flow';

const codeStep = loginFlow(initialLoginState, { type: 'codeSent', phone: '998901234567', at: 1000 });

it('goes from the phone to the code, and back with the number kept', () => {
  expect(codeStep).toEqual({ step: 'code', phone: '998901234567', sentAt: 1000 });
  expect(loginFlow(codeStep, { type: 'phoneChangeRequested' })).toEqual({
    step: 'phone',
    phone: '998901234567',
  });
});

it('a resend restarts the code step with a new time', () => {
  expect(loginFlow(codeStep, { type: 'codeSent', phone: '998901234567', at: 61_000 })).toMatchObject({
    step: 'code',
    sentAt: 61_000,
  });
});

it('after the code, checks the registration and asks for it only then', () => {
  const checking = loginFlow(codeStep, { type: 'codeAccepted' });
  expect(checking).toEqual({ step: 'checking' });
  expect(loggingIn(checking)).toBe(true);
  expect(loginFlow(checking, { type: 'registrationNeeded' })).toEqual({ step: 'register' });
  expect(loginFlow(initialLoginState, { type: 'registrationNeeded' })).toBe(initialLoginState);
  expect(loginFlow(initialLoginState, { type: 'codeAccepted' })).toBe(initialLoginState);
  expect(loggingIn(codeStep)).toBe(false);
});

it('reads an invitation code from the link', () => {
  expect(referralFromSearch(new URLSearchParams('ref=alisher90'))).toBe('ALISHER90');
  expect(referralFromSearch(new URLSearchParams('ref=<script>'))).toBeUndefined();
  expect(referralFromSearch(new URLSearchParams(''))).toBeUndefined();
});
