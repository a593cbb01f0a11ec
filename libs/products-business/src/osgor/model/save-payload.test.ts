import { SNAPSHOT, IT_PARK } from './osgor-fixtures';
import { savePayload } from './save-payload';

it('sends the spec fields: payroll without spaces, phone digits, the premium the customer saw', () => {
  expect(savePayload(SNAPSHOT)).toEqual({
    inn: '307890123',
    mfo: '00491',
    name: 'IT Park Digital MChJ',
    direktor: 'Kim Elena Vladimirovna',
    manzil: IT_PARK.manzil,
    oked: '62010',
    bankName: '"Trastbank" XAB',
    xisob_raqam: '20208000400789012007',
    rate: 0.000571,
    phone: '998901234567',
    regionId: 1,
    fot: 1_200_000_000,
    premium: 685_200,
    start_date: '01.12.2026',
  });
});

it("confirms the server's premium after a refused save, and names a company without a short name in full", () => {
  const noShort = {
    ...SNAPSHOT,
    company_info: { ...SNAPSHOT.company_info, company: { ...IT_PARK, short_name: null } },
  };
  const body = savePayload(noShort, 700_000);
  expect(body.premium).toBe(700_000);
  expect(body.name).toBe(IT_PARK.name);
});

it("sends the registry's OKED whatever activity a stale draft holds", () => {
  const other = { ...SNAPSHOT, insurance_information: { ...SNAPSHOT.insurance_information, okonx: '41' } };
  expect(savePayload(other).oked).toBe('62010');
});
