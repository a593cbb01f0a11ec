import type { SubscriptionInfo } from '@polis/api-contract';
import { autoPaymentState, cardExpiry, confirmTarget } from './auto-payment';

const info = (over: Partial<SubscriptionInfo>): SubscriptionInfo => ({
  status: 'inactive',
  subscription_id: null,
  contract_id: 7,
  card_number: null,
  card_date: null,
  ...over,
});

it('an active subscription is on, shows its card and can be turned off', () => {
  const state = autoPaymentState(
    info({
      status: 'active',
      subscription_id: 'SABC',
      card_number: '8600 11** **** 1110',
      card_date: '1229',
    }),
    'active',
  );
  expect(state).toEqual({
    mode: 'on',
    card: '8600 11** **** 1110',
    expiry: '12/29',
    cancelId: 'SABC',
    canResubscribe: true,
  });
});

it('a pending one waits for its code and cannot be "turned off"', () => {
  const state = autoPaymentState(
    info({ status: 'pending', subscription_id: 'SP', card_number: 'x' }),
    'active',
  );
  expect(state.mode).toBe('pending');
  expect(state.cancelId).toBeNull();
});

it('an inactive one (cancelled, locked) is off and shows no card', () => {
  const state = autoPaymentState(
    info({
      status: 'inactive',
      subscription_id: 'SOLD',
      card_number: '8600 11** **** 1110',
      card_date: '1229',
    }),
    'active',
  );
  expect(state).toMatchObject({
    mode: 'off',
    card: null,
    expiry: null,
    cancelId: null,
    canResubscribe: true,
  });
});

it('no subscription at all is off; an expired policy offers no new card', () => {
  expect(autoPaymentState(undefined, 'active').mode).toBe('off');
  expect(autoPaymentState(info({ status: 'active', subscription_id: 'S' }), 'expired').canResubscribe).toBe(
    false,
  );
});

it('formats the expiry and reads the confirm page target', () => {
  expect(cardExpiry('0127')).toBe('01/27');
  expect(cardExpiry('1/27')).toBeNull();
  expect(confirmTarget(new URLSearchParams('policy=15'))).toBe(15);
  expect(confirmTarget(new URLSearchParams('policy=0'))).toBeNull();
  expect(confirmTarget(new URLSearchParams('policy=1e3'))).toBeNull();
  expect(confirmTarget(new URLSearchParams(''))).toBeNull();
});
