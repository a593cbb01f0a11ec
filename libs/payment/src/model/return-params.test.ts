import { parseReturnParams } from './return-params';

const q = (s: string) => new URLSearchParams(s);

it('reads our own return: order_id and contract_id (the sandbox and the default return URL)', () => {
  expect(parseReturnParams('payment-complete', q('order_id=P261122-ABCDEFGHJK&contract_id=42'))).toEqual({
    orderId: 'P261122-ABCDEFGHJK',
    contractId: 42,
    provider: null,
    providerStatus: null,
  });
});

it("reads Click's merchant_trans_id and payment_status", () => {
  expect(parseReturnParams('click', q('payment_id=991&payment_status=2&merchant_trans_id=P1-AB'))).toEqual({
    orderId: 'P1-AB',
    provider: 'click',
    providerStatus: 'paid',
  });
  expect(parseReturnParams('click-auto', q('transaction_param=P2&payment_status=-9')).providerStatus).toBe(
    'failed',
  );
  expect(parseReturnParams('click', q('order_id=P3&payment_status=0')).providerStatus).toBe('pending');
});

it('Payme returns ?order_id only; payment-complete may name the provider', () => {
  expect(parseReturnParams('payment-complete', q('order_id=P4&provider=Payme'))).toEqual({
    orderId: 'P4',
    provider: 'payme',
    providerStatus: null,
  });
  expect(parseReturnParams('payment-complete', q('order_id=P4&provider=evil')).provider).toBeNull();
});

it('partner pages name their provider and may send a generic status', () => {
  expect(parseReturnParams('paynet', q('orderId=P5&status=success'))).toMatchObject({
    orderId: 'P5',
    provider: 'paynet',
    providerStatus: 'paid',
  });
  expect(parseReturnParams('davrbank', q('contract=12&status=CANCELLED'))).toMatchObject({
    contractId: 12,
    provider: 'davrbank',
    providerStatus: 'failed',
  });
});

it('drops malformed ids instead of sending them to the check', () => {
  expect(
    parseReturnParams('payment-complete', q('order_id=<script>&contract_id=-1&payment_status=x')),
  ).toEqual({ provider: null, providerStatus: null });
  expect(parseReturnParams('payment-complete', q('contract_id=99999999999')).contractId).toBeUndefined();
  expect(parseReturnParams('payment-complete', q('contract_id=0')).contractId).toBeUndefined();
  expect(parseReturnParams('payment-complete', q(`order_id=${'A'.repeat(41)}`)).orderId).toBeUndefined();
});

it('the first usable name wins: ours before the providers', () => {
  expect(parseReturnParams('click', q('merchant_trans_id=P-CLICK&order_id=P-OURS')).orderId).toBe('P-OURS');
});

it('reads the Uzum Nasiya contract the buyer confirmed, and ignores a declined or malformed one', () => {
  expect(
    parseReturnParams('payment-complete', q('contract_id=7&uzum_contract_id=12&uzum_status=confirmed')),
  ).toEqual({
    contractId: 7,
    provider: 'uzum-nasiya',
    providerStatus: null,
    uzumContractId: 12,
  });
  expect(
    parseReturnParams('payment-complete', q('contract_id=7&uzum_contract_id=12&uzum_status=cancelled'))
      .uzumContractId,
  ).toBeUndefined();
  expect(
    parseReturnParams('payment-complete', q('contract_id=7&uzum_contract_id=x1&uzum_status=confirmed'))
      .uzumContractId,
  ).toBeUndefined();
});
