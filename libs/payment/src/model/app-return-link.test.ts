import { appReturnLink } from './app-return-link';

it('tells the app the outcome and the contract', () => {
  expect(appReturnLink({ outcome: 'paid', contractId: 7, orderId: 'P1-AB' })).toBe(
    'polis://payment-complete?status=paid&contract_id=7&order_id=P1-AB',
  );
  expect(appReturnLink({ outcome: 'unknown' })).toBe('polis://payment-complete?status=unknown');
});
