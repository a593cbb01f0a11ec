import { cardSchema, codeSchema } from './card.schema';

const errorsOf = async (values: Record<string, string>) => {
  try {
    await cardSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

it('accepts a complete card number and a future expiry', async () => {
  expect(await errorsOf({ cardNumber: '8600 1111 1111 1110', cardDate: '12/99' })).toEqual([]);
});

it('names what is wrong with message ids', async () => {
  expect(await errorsOf({ cardNumber: '', cardDate: '' })).toEqual([
    'payment.form.required',
    'payment.form.required',
  ]);
  expect(await errorsOf({ cardNumber: '8600 1111', cardDate: '1/' })).toEqual([
    'payment.card.form.number',
    'payment.card.form.date',
  ]);
  expect(await errorsOf({ cardNumber: '8600 1111 1111 1110', cardDate: '13/30' })).toEqual([
    'payment.card.form.month',
  ]);
  expect(await errorsOf({ cardNumber: '8600 1111 1111 1110', cardDate: '01/20' })).toEqual([
    'payment.card.form.past',
  ]);
});

it('the SMS code is six digits', async () => {
  await expect(codeSchema.validate({ code: '123456' })).resolves.toBeTruthy();
  await expect(codeSchema.validate({ code: '12345' })).rejects.toThrow('payment.card.form.code');
  await expect(codeSchema.validate({ code: '' })).rejects.toThrow('payment.form.required');
});
