import { savePayload } from './save-payload';

it('builds the save body from the car, the applicant and the policy', () => {
  expect(
    savePayload({
      car: {
        gosNumber: '01456ABD',
        techSery: 'AAE',
        techNumber: '4123456',
        model: 'GAZelle Next',
        kind: 'minibus',
        seats: 16,
        carrier: 'Toshkent Non Kombinati AJ',
        inn: '301234567',
      },
      personal: {
        passportSery: 'AA',
        passportNumber: '1234567',
        birthday: '15.03.1990',
        phone: '+998 90 123 45 67',
      },
      policy: { dateType: '2', beginDate: '01.12.2026', price: 506_880 },
    }),
  ).toEqual({
    seria: 'AAE',
    number: '4123456',
    vehicleNumber: '01456ABD',
    seats: 16,
    dateType: 2,
    beginDate: '01.12.2026',
    applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
    amount_uzs: 506_880,
  });
});
