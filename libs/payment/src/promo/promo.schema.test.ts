import { promoSchema } from './promo.schema';

it('needs a code of at most 40 characters, spaces around it ignored', async () => {
  await expect(promoSchema.validate({ promocode: ' polis10 ' })).resolves.toEqual({ promocode: 'polis10' });
  await expect(promoSchema.validate({ promocode: '   ' })).rejects.toThrow('payment.promo.form.required');
  await expect(promoSchema.validate({ promocode: 'X'.repeat(41) })).rejects.toThrow(
    'payment.promo.form.long',
  );
});
