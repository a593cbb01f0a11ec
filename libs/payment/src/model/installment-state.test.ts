import {
  initialInstallmentState as initial,
  installmentReducer as reduce,
  type InstallmentEvent,
  type InstallmentState,
} from './installment-state';

const offer = {
  buyerId: 700001,
  periods: [
    { period: 3, monthly_amount: 128_000, total_amount: 384_000 },
    { period: 6, monthly_amount: 64_000, total_amount: 384_000 },
  ],
};
const order = {
  uzumContractId: 5,
  webviewPath: 'http://x/sandbox/uzum-nasiya/t',
  period: 6,
  monthlyAmount: 64_000,
};
const run = (...events: InstallmentEvent[]): InstallmentState => events.reduce(reduce, initial);
const ERR = 'payment.installment.error';

it('starts closed, with no offer and no order', () => {
  expect(initial.phoneModal.open).toBe(false);
  expect(initial.periodModal.open).toBe(false);
  expect(initial.order).toBeNull();
});

it('phone modal -> period modal with the periods and buyer id -> order', () => {
  let s = run({ type: 'started' });
  expect(s.phoneModal).toEqual({ open: true, phone: '', error: null });
  s = reduce(s, { type: 'phoneSubmitted', phone: '+998 90 123 45 67' });
  s = reduce(s, { type: 'buyerChecked', offer });
  expect(s.phoneModal.open).toBe(false);
  expect(s.periodModal).toEqual({ open: true, selectedPeriod: 3, response: offer, error: null });
  s = reduce(s, { type: 'periodChosen', period: 6 });
  expect(s.periodModal.selectedPeriod).toBe(6);
  s = reduce(s, { type: 'orderCreated', order });
  expect(s.periodModal.open).toBe(false);
  expect(s.order).toEqual({ ...order, error: null });
});

it('a refused buyer keeps the phone modal open with the error; a new phone clears it', () => {
  let s = run(
    { type: 'started' },
    { type: 'phoneSubmitted', phone: 'p' },
    { type: 'buyerRefused', error: ERR },
  );
  expect(s.phoneModal).toEqual({ open: true, phone: 'p', error: ERR });
  expect(s.periodModal.open).toBe(false);
  s = reduce(s, { type: 'phoneSubmitted', phone: 'q' });
  expect(s.phoneModal.error).toBeNull();
});

it('a refused order keeps the period modal open with the error', () => {
  const s = run({ type: 'started' }, { type: 'buyerChecked', offer }, { type: 'orderRefused', error: ERR });
  expect(s.periodModal).toMatchObject({ open: true, error: ERR, response: offer });
  expect(s.order).toBeNull();
});

it('a refused confirmation stays on the order so it can be confirmed again', () => {
  const s = run(
    { type: 'started' },
    { type: 'buyerChecked', offer },
    { type: 'orderCreated', order },
    {
      type: 'confirmRefused',
      error: ERR,
    },
  );
  expect(s.order?.error).toBe(ERR);
  expect(reduce(initial, { type: 'confirmRefused', error: ERR })).toBe(initial);
});

it('closing drops the offer; starting again keeps the typed phone but forgets the old order', () => {
  let s = run(
    { type: 'started' },
    { type: 'phoneSubmitted', phone: 'p' },
    { type: 'buyerChecked', offer },
    { type: 'closed' },
  );
  expect(s.periodModal).toEqual(initial.periodModal);
  expect(s.phoneModal.open).toBe(false);
  s = reduce(reduce(s, { type: 'orderCreated', order }), { type: 'started' });
  expect(s.phoneModal).toEqual({ open: true, phone: 'p', error: null });
  expect(s.order).toBeNull();
});
