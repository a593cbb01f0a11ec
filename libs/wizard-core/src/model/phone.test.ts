import { displayPhone, isCompletePhone, localDigits, phoneForApi } from './phone';

describe('phone', () => {
  it('sends 998 and nine digits, shows the mask', () => {
    expect(phoneForApi('+998 90 123 45 67')).toBe('998901234567');
    expect(isCompletePhone('+998 90 123 45 67')).toBe(true);
    expect(isCompletePhone('+998 90 123 45')).toBe(false);
    expect(displayPhone('998901234567')).toBe('+998 90 123 45 67');
    expect(displayPhone('12')).toBe('12');
    expect(localDigits('+998 90 123 45 67')).toBe('901234567');
  });
});
