import { savePayload } from './save-payload';

const snap = {
  program: { startDate: '01.12.2026' },
  applicant: {
    buyer: {
      passportSery: 'AA',
      passportNumber: '1234567',
      birthday: '15.03.1990',
      phone: '+998 90 123 45 67',
    },
    insured: { passportSery: 'AA', passportNumber: '6677889', birthday: '01.01.1960' },
  },
};

it('sends the fixed risk and product ids, the buyer, the gifted person and 200 000', () => {
  expect(savePayload(snap)).toEqual({
    risk_id: 21,
    product_id: 64,
    start_date: '01.12.2026',
    applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
    insured: { seria: 'AA', number: '6677889', birthday: '01.01.1960' },
    amount_uzs: 200_000,
  });
  expect(savePayload(snap, 210_000).amount_uzs).toBe(210_000);
});
