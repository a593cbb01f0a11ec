import { validateDisplayDate } from './date-validation';

describe('validateDisplayDate', () => {
  it.each(['29.02.2028', '31.12.2026', '01.01.1950'])('accepts the real date %s', (text) => {
    expect(validateDisplayDate(text)).toBeNull();
  });

  it.each(['29.02.2027', '31.04.2026', '00.01.2026', '12.13.2026', '1.1.2026', '12.05.20'])(
    'rejects %s',
    (text) => expect(validateDisplayDate(text)).toBe('ui.date.invalid'),
  );

  it('leaves an empty field to the form schema', () => {
    expect(validateDisplayDate('')).toBeNull();
    expect(validateDisplayDate('  ')).toBeNull();
  });

  it('checks the bounds inclusively', () => {
    const bounds = { min: '2026-03-01', max: '2026-03-31' };
    expect(validateDisplayDate('01.03.2026', bounds)).toBeNull();
    expect(validateDisplayDate('31.03.2026', bounds)).toBeNull();
    expect(validateDisplayDate('28.02.2026', bounds)).toBe('ui.date.tooEarly');
    expect(validateDisplayDate('01.04.2026', bounds)).toBe('ui.date.tooLate');
  });
});
