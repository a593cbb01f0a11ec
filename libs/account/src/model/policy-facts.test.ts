import { policyFacts } from './policy-facts';

it('lists the OSAGO facts in reading order', () => {
  const facts = policyFacts({
    addons: 'accident, number plate',
    insured_sum: 80_000_000,
    territory: 'tashkent',
    drivers: 'unlimited',
    period_months: 12,
    vehicle: 'Chevrolet Cobalt',
    plate: '01A123BC',
  });
  expect(facts.map((f) => f.key)).toEqual([
    'plate',
    'vehicle',
    'period_months',
    'drivers',
    'territory',
    'insured_sum',
    'addons',
  ]);
  expect(facts.at(-1)).toEqual({ key: 'addons', kind: 'addons', value: ['accident', 'number plate'] });
});

it('counts named drivers and leaves out empty, odd and unknown values', () => {
  const facts = policyFacts({ drivers: 2, addons: null, plate: ' ', vehicle: 5, colour: 'red' });
  expect(facts).toEqual([{ key: 'drivers', kind: 'drivers', value: 2 }]);
});
