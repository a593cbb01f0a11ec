import { savePayload } from './save-payload';

it('builds the spec payload: passport split, phone without + and spaces, the price seen', () => {
  expect(
    savePayload({
      program: { programId: 4, premium: 500_000, total: 250_000_000 },
      applicant: {
        passportSery: 'AA',
        passportNumber: '1234567',
        birthday: '15.03.1990',
        phone: '+998 90 123 45 67',
      },
      address: { houseType: '2', address: '  Samarqand, Registon 1  ', startDate: '01.12.2026' },
    }),
  ).toEqual({
    start_date: '01.12.2026',
    program_id: 4,
    home: { type: 2, address: 'Samarqand, Registon 1' },
    applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
    amount_uzs: 500_000,
  });
});

it("confirms the server's new price after a refused save", () => {
  const body = savePayload(
    {
      program: { programId: 2, premium: 140_000, total: 115_000_000 },
      applicant: {
        passportSery: 'AA',
        passportNumber: '1234567',
        birthday: '15.03.1990',
        phone: '998901234567',
      },
      address: { houseType: '1', address: 'Toshkent', startDate: '01.12.2026' },
    },
    150_000,
  );
  expect(body.amount_uzs).toBe(150_000);
  expect(body.home.type).toBe(1);
});
