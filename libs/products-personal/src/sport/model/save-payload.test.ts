import type { SportSnapshot } from './sport-state';
import { savePayload, sportQuote } from './save-payload';

const snap: SportSnapshot = {
  sport: {
    typeId: 33,
    limit: 3.5,
    months: 12,
    title: { uz: 'Futbol', ru: 'Футбол', en: 'Football' },
    amount: '10000000',
    startDate: '01.12.2026',
  },
  insurer: {
    passportSery: 'AA',
    passportNumber: '1234567',
    birthday: '15.03.1990',
    phone: '+998 90 123 45 67',
  },
  sportsman: {
    residentType: '1',
    passportSery: 'AB',
    passportNumber: '2345678',
    birthday: '22.07.1995',
    foreignPassport: '',
    firstName: '',
    lastName: '',
  },
};

it('quotes insurance amount x limit / 100', () => {
  expect(sportQuote({})).toBeUndefined();
  expect(sportQuote(snap)).toBe(350_000);
});

it('sends a resident sportsman (type 1) and the insurer', () => {
  expect(savePayload(snap)).toEqual({
    type_id: 33,
    insurance_amount: 10_000_000,
    start_date: '01.12.2026',
    insurer: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
    insured: { resident_type: 1, seria: 'AB', number: '2345678', birthday: '22.07.1995' },
    amount_uzs: 350_000,
  });
});

it('sends a foreign sportsman (type 6) with Latin names, and the confirmed price', () => {
  const body = savePayload(
    {
      ...snap,
      sportsman: {
        ...snap.sportsman,
        residentType: '6',
        foreignPassport: 'c01x00t47',
        firstName: ' John',
        lastName: 'Smith',
      },
    },
    400_000,
  );
  expect(body.insured).toEqual({
    resident_type: 6,
    passport: 'C01X00T47',
    first_name: 'John',
    last_name: 'Smith',
    birthday: '22.07.1995',
  });
  expect(body.amount_uzs).toBe(400_000);
});
