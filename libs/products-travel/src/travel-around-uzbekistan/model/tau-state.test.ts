import { TAU_TOURISTS_EXAMPLE } from '@polis/api-contract/examples';
import { startNotAfterEnd, tauDays, tauSavePayload, tauTotals, type TauSnapshot } from './tau-state';

it('counts days as the difference plus one and refuses a start after the end', () => {
  expect(tauDays('01.12.2026', '01.12.2026')).toBe(1);
  expect(tauDays('30.12.2026', '02.01.2027')).toBe(4);
  expect(startNotAfterEnd('05.12.2026', '04.12.2026')).toBe(false);
  expect(startNotAfterEnd('05.12.2026', '05.12.2026')).toBe(true);
});

it('totals premium x tourists x days and liability x tourists', () => {
  const trip = { premium: 10_000, liability: 25_000_000, beginDate: '01.12.2026', endDate: '05.12.2026' };
  expect(tauTotals(trip, 2)).toEqual({ days: 5, premium: 100_000, liability: 50_000_000 });
});

it('builds the save body: a country only for a foreign tourist, the passport compact', () => {
  const snap: TauSnapshot = {
    trip: {
      selectedTariff: '2',
      beginDate: '01.12.2026',
      endDate: '05.12.2026',
      premium: 10_000,
      liability: 25_000_000,
    },
    applicant: {
      passportSery: 'AA',
      passportNumber: '1234567',
      birthday: '15.03.1990',
      phone: '+998 90 123 45 67',
    },
    tourists: {
      tourists: [
        {
          id: 'a',
          name: ' Alisher ',
          lastname: 'Karimov',
          passportData: 'aa 1234567',
          birthday: '15.03.1990',
          type: 'resident',
          country: 'KZ',
        },
        {
          id: 'b',
          name: 'Aigerim',
          lastname: 'Nurlanova',
          passportData: 'N12345678',
          birthday: '01.02.1992',
          type: 'foreign',
          country: 'KZ',
        },
      ],
    },
  };
  const body = tauSavePayload(snap);
  expect(body).toMatchObject({ selected_tariff: 2, premium: 100_000, applicant: { phone: '998901234567' } });
  expect(body.tourists).toEqual(TAU_TOURISTS_EXAMPLE);
  expect(tauSavePayload(snap, 120_000).premium).toBe(120_000);
});
