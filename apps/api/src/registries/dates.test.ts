import { normaliseDate } from './dates';
import { toPassportLatin } from './transliterate';

describe('normaliseDate', () => {
  it.each([
    ['15.03.1990', '1990-03-15'],
    ['1990-03-15', '1990-03-15'],
    ['29.02.2000', '2000-02-29'],
  ])('reads %s as %s', (input, iso) => {
    expect(normaliseDate(input)).toBe(iso);
  });

  it.each([
    '29.02.1999',
    '31.04.2001',
    '00.01.1990',
    '15.13.1990',
    '1990-3-15',
    '15/03/1990',
    '01.01.1899',
    '',
  ])('refuses %j', (input) => {
    expect(normaliseDate(input)).toBeNull();
  });
});

describe('toPassportLatin', () => {
  it.each([
    ['Gʻulomov', 'GULOMOV'],
    ["O'tkir", 'OTKIR'],
    ['Toʻxtayev', 'TOXTAYEV'],
    ['Ellikqalʼa', 'ELLIKQALA'],
    ['Mirzo  Ulugʻbek', 'MIRZO ULUGBEK'],
  ])('spells %s as %s', (name, latin) => {
    expect(toPassportLatin(name)).toBe(latin);
  });
});
