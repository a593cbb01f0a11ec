import { typesSchema } from './types.schema';

const valid = (values: unknown) => typesSchema.isValid(values);

it('needs at least one kind of document', async () => {
  expect(await valid({ selected: { t31: false, t32: false }, govNumber: '' })).toBe(false);
  expect(await valid({ selected: { t31: true }, govNumber: '' })).toBe(true);
});

it('asks type 38 for a state number of 4-12 letters and digits', async () => {
  expect(await valid({ selected: { t38: true }, govNumber: '' })).toBe(false);
  expect(await valid({ selected: { t38: true }, govNumber: '01 A 777 AA' })).toBe(true);
  expect(await valid({ selected: { t38: true }, govNumber: '01-A' })).toBe(false);
  expect(await valid({ selected: { t31: true, t38: false }, govNumber: '' })).toBe(true);
});
