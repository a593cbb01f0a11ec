import { savePayload } from './save-payload';

const applicant = {
  passportSery: 'AA',
  passportNumber: '1234567',
  birthday: '15.03.1990',
  phone: '+998 90 123 45 67',
};

it('sends the chosen kinds, the split passport, the phone without + and the price seen', () => {
  expect(
    savePayload({
      types: { typeIds: [31, 33], govNumber: '', premium: 45_000, liability: 2_500_000 },
      applicant,
      start: { startDate: '01.12.2026' },
    }),
  ).toEqual({
    types: [31, 33],
    start_date: '01.12.2026',
    applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
    amount_uzs: 45_000,
  });
});

it("sends govNumber only with type 38, and confirms the server's price after a refused save", () => {
  const body = savePayload(
    {
      types: { typeIds: [38], govNumber: ' 01 a 777 aa', premium: 50_000, liability: 5_000_000 },
      applicant,
      start: { startDate: '01.12.2026' },
    },
    55_000,
  );
  expect(body.govNumber).toBe('01A777AA');
  expect(body.amount_uzs).toBe(55_000);
  const without = savePayload({
    types: { typeIds: [31], govNumber: '01A777AA', premium: 20_000, liability: 1_000_000 },
    applicant,
    start: { startDate: '01.12.2026' },
  });
  expect(without).not.toHaveProperty('govNumber');
});
