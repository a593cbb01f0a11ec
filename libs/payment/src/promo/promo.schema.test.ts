import { promoSchema } from './promo.schema';

it('takes a code of at most 40 characters, spaces around it ignored', async () => {
  await expect(promoSchema.validate({ promocode: ' polis10 ' })).resolves.toEqual({ promocode: 'polis10' });
  await expect(promoSchema.validate({ promocode: 'X'.repeat(41) })).rejects.toThrow(
    'payment.promo.form.long',
  );
});

it('lets an empty field through: no code is not a mistake', async () => {
  await expect(promoSchema.validate({ promocode: '   ' })).resolves.toEqual({ promocode: '' });
  await expect(promoSchema.validate({ promocode: '' })).resolves.toEqual({ promocode: '' });
});
