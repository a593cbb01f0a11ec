import { typesSchema } from './types-step';

const valid = (values: unknown) => typesSchema.isValid(values);

it('needs at least one kind of document', async () => {
  expect(await valid({ typeIds: [], govNumber: '' })).toBe(false);
  expect(await valid({ typeIds: ['31'], govNumber: '' })).toBe(true);
});

it('asks type 38 for a state number of 4-12 letters and digits', async () => {
  expect(await valid({ typeIds: ['38'], govNumber: '' })).toBe(false);
  expect(await valid({ typeIds: ['38'], govNumber: '01 A 777 AA' })).toBe(true);
  expect(await valid({ typeIds: ['38'], govNumber: '01-A' })).toBe(false);
  expect(await valid({ typeIds: ['31'], govNumber: '' })).toBe(true);
});
