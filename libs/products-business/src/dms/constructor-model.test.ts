import type { DmsConstructorResponse } from '@polis/api-contract';
import { calculationBody, extraError, initialChoice, limitOf, sharesOf } from './constructor-model';

const data: DmsConstructorResponse['data'] = {
  base_limit: 30_000_000,
  min_limit: 10_000_000,
  max_limit: 200_000_000,
  step: 100_000,
  hospital_categories: ['Basic', 'Comfort', 'VIP'],
  default_category: 'VIP',
  travel_default_days: 5,
  max_employees: 10_000,
  default_coverages: [
    { id: 1, key: 'a', name: { uz: 'a', ru: 'a', en: 'a' }, coverage: 20_000_000 },
    { id: 2, key: 'b', name: { uz: 'b', ru: 'b', en: 'b' }, coverage: 10_000_000 },
  ],
  additional_coverages: [
    {
      id: 11,
      key: 'checkup',
      name: { uz: 'c', ru: 'c', en: 'c' },
      coverage: 1_500_000,
      min_coverage: 500_000,
      max_coverage: 5_000_000,
      step: 100_000,
      is_travel: false,
      checked: true,
    },
    {
      id: 15,
      key: 'travel',
      name: { uz: 't', ru: 't', en: 't' },
      coverage: 5,
      min_coverage: 1,
      max_coverage: 30,
      step: 1,
      is_travel: true,
      checked: false,
    },
  ],
};

it('starts from the base limit, VIP, the extras checked by default and travel at 5 days', () => {
  expect(initialChoice(data)).toEqual({
    limit: '30 000 000',
    category: 'VIP',
    extras: { 11: { checked: true, value: '1 500 000' }, 15: { checked: false, value: '5' } },
    employees: '',
  });
});

it('reads the typed limit within its range and step, and shares it in steps of 100 000', () => {
  expect(limitOf('45 000 000', data)).toBe(45_000_000);
  expect(limitOf('45 050 000', data)).toEqual({ error: 'dms.constructor.limit.step' });
  expect(limitOf('9 900 000', data)).toEqual({ error: 'dms.constructor.limit.range' });
  expect(sharesOf(10_000_000, data)).toEqual([6_700_000, 3_300_000]);
  expect(sharesOf(null, data)).toEqual([20_000_000, 10_000_000]);
});

it('checks a ticked extra within its bounds and step', () => {
  const [checkup, travel] = data.additional_coverages;
  expect(extraError(checkup, '2 000 000')).toBeNull();
  expect(extraError(checkup, '2 050 000')).toBe('dms.constructor.extra.step');
  expect(extraError(travel, '31')).toBe('dms.constructor.extra.range');
  expect(extraError(travel, '7')).toBeNull();
});

it('sends only the ticked extras, as numbers', () => {
  const choice = { ...initialChoice(data), employees: '12', category: 'Basic' as const };
  expect(calculationBody(choice, data)).toEqual({
    limit: 30_000_000,
    hospital_category: 'Basic',
    additional_coverages: [{ id: 11, coverage: 1_500_000 }],
    number_of_employees: 12,
  });
});
