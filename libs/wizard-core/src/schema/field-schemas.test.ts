import {
  ageBetween,
  birthday,
  inn,
  optionalEmail,
  passportNumber,
  passportSeries,
  phone998,
  pinfl,
  startDate,
} from './field-schemas';

const now = () => new Date('2026-11-23T08:00:00Z');
const errorOf = (run: () => unknown): unknown => {
  try {
    run();
    return null;
  } catch (e) {
    return (e as { message: unknown; errors: unknown[] }).errors[0];
  }
};

describe('shared field schemas', () => {
  it('passport series and number', () => {
    expect(errorOf(() => passportSeries().validateSync('AA'))).toBeNull();
    expect(errorOf(() => passportSeries().validateSync('aa'))).toBe('wizard.form.passportSeries');
    expect(errorOf(() => passportSeries(3).validateSync('ABC'))).toBeNull();
    expect(errorOf(() => passportSeries().validateSync(''))).toBe('wizard.form.required');
    expect(errorOf(() => passportNumber().validateSync('1234567'))).toBeNull();
    expect(errorOf(() => passportNumber().validateSync('123456'))).toBe('wizard.form.passportNumber');
  });

  it('birthday: a real past day, an adult where asked', () => {
    expect(errorOf(() => birthday({ now }).validateSync('15.03.1990'))).toBeNull();
    expect(errorOf(() => birthday({ now }).validateSync('31.02.1990'))).toBe('wizard.form.date');
    expect(errorOf(() => birthday({ now }).validateSync('01.01.2027'))).toBe('wizard.form.birthdayFuture');
    expect(errorOf(() => birthday({ now }).validateSync('01.01.1900'))).toBe('wizard.form.birthdayTooOld');
    expect(errorOf(() => birthday({ now, minAge: 18 }).validateSync('01.01.2010'))).toEqual({
      id: 'wizard.form.minAge',
      values: { age: 18 },
    });
  });

  it('an age between two bounds, with the bounds in the message', () => {
    const year = new Date().getFullYear();
    const kid = ageBetween(1, 17, 'kids.child.age');
    expect(errorOf(() => kid.validateSync(`15.06.${year - 10}`))).toBeNull();
    expect(errorOf(() => kid.validateSync(`15.06.${year - 30}`))).toEqual({
      id: 'kids.child.age',
      values: { min: 1, max: 17 },
    });
    expect(errorOf(() => kid.validateSync(`01.01.${year + 1}`))).not.toBeNull();
    expect(errorOf(() => kid.validateSync('31.02.2020'))).toBe('wizard.form.date');
  });

  it('start date within the window, in Tashkent days', () => {
    expect(errorOf(() => startDate({ now }).validateSync('23.11.2026'))).toBeNull();
    expect(errorOf(() => startDate({ now }).validateSync('22.11.2026'))).toEqual({
      id: 'wizard.form.startWindow',
      values: { days: 90 },
    });
    expect(errorOf(() => startDate({ now, from: 1 }).validateSync('23.11.2026'))).not.toBeNull();
  });

  it('PINFL, phone, INN', () => {
    expect(errorOf(() => pinfl().validateSync('12345678901234'))).toBeNull();
    expect(errorOf(() => pinfl().validateSync('1234567890123'))).toBe('wizard.form.pinfl');
    expect(errorOf(() => phone998().validateSync('+998 90 123 45 67'))).toBeNull();
    expect(errorOf(() => phone998().validateSync('+998 90 123'))).toBe('wizard.form.phone');
    expect(errorOf(() => inn().validateSync('301234567'))).toBeNull();
    expect(errorOf(() => inn().validateSync('30123456'))).toBe('wizard.form.inn');
  });

  it("an optional e-mail: empty, or an address the API's SaleEmail takes, else the caller's id", () => {
    expect(errorOf(() => optionalEmail('x.email').validateSync(''))).toBeNull();
    expect(errorOf(() => optionalEmail('x.email').validateSync(' alisher@example.uz '))).toBeNull();
    expect(errorOf(() => optionalEmail('x.email').validateSync('a@b'))).toBe('x.email');
  });
});
