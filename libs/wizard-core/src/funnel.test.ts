import { trackFunnel } from './funnel';

it('pushes GA4 e-commerce events to the data layer, clearing the previous one first', () => {
  const target: { dataLayer?: unknown[] } = {};
  trackFunnel('view_item', { id: 'osago', name: 'OSAGO' }, undefined, target);
  trackFunnel(
    'purchase',
    { id: 'osago', name: 'OSAGO', price: 384000, variant: 'unlimited-12m' },
    'P-1',
    target,
  );
  expect(target.dataLayer).toEqual([
    { ecommerce: null },
    {
      event: 'view_item',
      ecommerce: { currency: 'UZS', items: [{ item_id: 'osago', item_name: 'OSAGO', quantity: 1 }] },
    },
    { ecommerce: null },
    {
      event: 'purchase',
      ecommerce: {
        currency: 'UZS',
        value: 384000,
        transaction_id: 'P-1',
        items: [
          { item_id: 'osago', item_name: 'OSAGO', item_variant: 'unlimited-12m', price: 384000, quantity: 1 },
        ],
      },
    },
  ]);
});
