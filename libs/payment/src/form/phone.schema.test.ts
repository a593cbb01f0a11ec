import { phoneSchema } from './phone.schema';

it('takes a full Uzbek mobile number and names the problem otherwise', async () => {
  await expect(phoneSchema.validate({ phone: '+998 90 123 45 67' })).resolves.toBeTruthy();
  await expect(phoneSchema.validate({ phone: '+998 90 123' })).rejects.toThrow('payment.form.phone');
  await expect(phoneSchema.validate({ phone: '' })).rejects.toThrow('payment.form.required');
});
