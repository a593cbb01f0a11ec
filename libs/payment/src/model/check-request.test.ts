import { checkCall } from './check-request';

const ids = { contractId: 7, orderId: 'P261122-ABCDEFGHJK' };

it('sends both ids to the general contract check, as the spec does', () => {
  expect(checkCall('contract', ids)).toEqual({
    url: '/sayt/contract/check',
    method: 'POST',
    body: { order_id: ids.orderId, contract_id: 7 },
  });
});

it.each([
  ['universal', '/sayt/contract/check-universal'],
  ['osago', '/osago-neo/confirm-check'],
  ['travel', '/travel-neo/confirm-check'],
] as const)('%s checks by the order id alone at %s', (kind, url) => {
  expect(checkCall(kind, ids)).toEqual({ url, method: 'POST', body: { order_id: ids.orderId } });
});

it("sends both ids to a product's own check call", () => {
  expect(checkCall({ url: '/sayt/uyjoy-api/check' }, ids)).toEqual({
    url: '/sayt/uyjoy-api/check',
    method: 'POST',
    body: { order_id: ids.orderId, contract_id: 7 },
  });
});
