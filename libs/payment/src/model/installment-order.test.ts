import { installmentOrderRequest } from './installment-order';

it('sells the policy as one item at the current amount, so the products add up to the contract', () => {
  expect(
    installmentOrderRequest({
      contractId: 7,
      buyerId: 700001,
      period: 6,
      amountUzs: 345_600,
      product: { id: 'osago', name: 'OSAGO' },
    }),
  ).toEqual({
    user_id: 700001,
    period: 6,
    contract_id: 7,
    products: [{ amount: 1, name: 'OSAGO', price: 345_600, unit_id: 1, product_id: 'osago' }],
  });
});

it('passes the callback only when the host gives one', () => {
  const request = installmentOrderRequest({
    contractId: 7,
    buyerId: 1,
    period: 3,
    amountUzs: 1,
    product: { id: 'x', name: 'X' },
    callback: '/uz/payment-complete?order_id=P1',
  });
  expect(request.callback).toBe('/uz/payment-complete?order_id=P1');
});
