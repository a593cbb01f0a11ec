import { DATE_MASK, PHONE_MASK, caseInsensitiveMask, maskFromPattern } from './masks';

const accepts = (slot: string | RegExp, char: string) => slot instanceof RegExp && slot.test(char);

describe('maskFromPattern', () => {
  it('turns # into a digit slot', () => {
    const [slot] = maskFromPattern('#');
    expect(accepts(slot, '7')).toBe(true);
    expect(accepts(slot, 'a')).toBe(false);
  });

  it('turns X into a letter-or-digit slot, Latin and Cyrillic', () => {
    const [slot] = maskFromPattern('X');
    for (const ok of ['0', 'z', 'Q', 'ж', 'Ў', 'қ']) expect(accepts(slot, ok)).toBe(true);
    for (const no of ['-', ' ', '_']) expect(accepts(slot, no)).toBe(false);
  });

  it('turns S into a letter slot', () => {
    const [slot] = maskFromPattern('S');
    for (const ok of ['a', 'Z', 'я', 'Ё', 'ғ']) expect(accepts(slot, ok)).toBe(true);
    expect(accepts(slot, '5')).toBe(false);
  });

  it('turns A into an uppercase slot and a into a lowercase one', () => {
    const [upper, lower] = maskFromPattern('Aa');
    expect(['A', 'Я', 'Ҳ'].every((c) => accepts(upper, c))).toBe(true);
    expect(['a', 'я', '1'].some((c) => accepts(upper, c))).toBe(false);
    expect(['a', 'я', 'ҳ'].every((c) => accepts(lower, c))).toBe(true);
    expect(['A', 'Я', '1'].some((c) => accepts(lower, c))).toBe(false);
  });

  it('keeps every other character as a literal', () => {
    expect(maskFromPattern('(#)-Z.')).toEqual(['(', /\d/, ')', '-', 'Z', '.']);
  });

  it('builds the phone mask with a fixed +998 prefix and the date mask', () => {
    expect(PHONE_MASK.slice(0, 5)).toEqual(['+', '9', '9', '8', ' ']);
    expect(PHONE_MASK.filter((slot) => slot instanceof RegExp)).toHaveLength(9);
    expect(DATE_MASK.map((slot) => (slot instanceof RegExp ? '#' : slot)).join('')).toBe('##.##.####');
  });
});

describe('caseInsensitiveMask', () => {
  it('lets an uppercase slot take lowercase input (the pipe upper-cases it) and keeps literals', () => {
    const [slot, literal] = caseInsensitiveMask(maskFromPattern('A-'));
    expect(accepts(slot, 'b')).toBe(true);
    expect(accepts(slot, 'ж')).toBe(true);
    expect(accepts(slot, '1')).toBe(false);
    expect(literal).toBe('-');
  });
});
