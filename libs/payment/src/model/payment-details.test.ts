import type { PaymentProvider, PromoDetails } from '@polis/api-contract';
import { paymentDetails } from './payment-details';
import { paymentOptions } from './provider-options';

const contract = {
  contractId: 7,
  orderId: 'P1',
  amountUzs: 384_000,
  paymeUrl: '/save/payme',
  clickUrl: '/save/click',
};
const providers: PaymentProvider[] = [
  { id: 'payme', name: 'Payme', type: 'link', url: '/list/payme' },
  { id: 'click', name: 'Click', type: 'link', url: '/list/click' },
  { id: 'octo', name: 'Bank card (Octo)', type: 'link', url: '/list/octo' },
  { id: 'card', name: 'Saved card', type: 'card' },
  { id: 'invoice', name: 'Invoice to a phone (Payme)', type: 'invoice' },
  { id: 'uzum-nasiya', name: 'Instalments (Uzum Nasiya)', type: 'installment' },
];
const promo = (code: string | null, amount: number): PromoDetails => ({
  promocode: code,
  type: code ? 'percent' : null,
  value: code ? 10 : null,
  discount_uzs: 384_000 - amount,
  amount_uzs: amount,
  base_amount_uzs: 384_000,
  description: '',
});

it('takes the links of the provider list and the contract price', () => {
  expect(paymentDetails(contract, providers, null)).toEqual({
    payme: '/list/payme',
    click: '/list/click',
    octo: true,
    contract_id: 7,
    order_id: 'P1',
    price: 384_000,
    secondPrice: null,
  });
});

it("falls back to the save's links while there is no list, but never once a code changed the amount", () => {
  expect(paymentDetails(contract, undefined, null)).toMatchObject({
    payme: '/save/payme',
    click: '/save/click',
  });
  expect(paymentDetails(contract, undefined, promo('POLIS10', 345_600))).toMatchObject({
    payme: null,
    click: null,
    price: 345_600,
    secondPrice: 384_000,
  });
});

it('a cancelled code shows the base price without a struck-through one', () => {
  expect(paymentDetails(contract, providers, promo(null, 384_000))).toMatchObject({
    price: 384_000,
    secondPrice: null,
  });
});

it('offers every provider in the server order; Octo through its initialize call', () => {
  const options = paymentOptions(providers, paymentDetails(contract, providers, null));
  expect(options.map((o) => [o.kind, o.id])).toEqual([
    ['link', 'payme'],
    ['link', 'click'],
    ['octo', 'octo'],
    ['card', 'card'],
    ['invoice', 'invoice'],
    ['installment', 'uzum-nasiya'],
  ]);
  expect(options[0]).toEqual({ kind: 'link', id: 'payme', name: 'Payme', url: '/list/payme' });
});

it("without a list offers the save's two links; an unknown link provider keeps its own url", () => {
  expect(paymentOptions(undefined, paymentDetails(contract, undefined, null))).toEqual([
    { kind: 'link', id: 'payme', name: 'Payme', url: '/save/payme' },
    { kind: 'link', id: 'click', name: 'Click', url: '/save/click' },
  ]);
  const paynet: PaymentProvider = { id: 'paynet', name: 'Paynet', type: 'link', url: '/paynet' };
  const noUrl: PaymentProvider = { id: 'other', name: 'Other', type: 'link' };
  expect(paymentOptions([paynet, noUrl], paymentDetails(contract, [paynet, noUrl], null))).toEqual([
    { kind: 'link', id: 'paynet', name: 'Paynet', url: '/paynet' },
  ]);
});

it('while the list is refreshed after a promo code, the links stay in place without their old url', () => {
  const options = paymentOptions(providers, paymentDetails(contract, providers, null), true);
  expect(options.slice(0, 2)).toEqual([
    { kind: 'link', id: 'payme', name: 'Payme', url: null },
    { kind: 'link', id: 'click', name: 'Click', url: null },
  ]);
  expect(options).toHaveLength(6);
  // Without a list there is nothing being refreshed: the save's links as usual.
  expect(paymentOptions(undefined, paymentDetails(contract, undefined, null), true)).toHaveLength(2);
});
