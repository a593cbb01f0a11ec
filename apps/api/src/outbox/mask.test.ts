import fc from 'fast-check';
import { escapeHtml, maskHolderName, maskPhone, maskSensitive } from './mask';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
/** Free text around the secrets: letters (Latin, Cyrillic, Uzbek ʻ), punctuation, HTML, no digits. */
const prose = fc
  .array(fc.constantFrom(...'abc xyz ABC Привет oʻgʻ ,.:;!?-<b></b>\n'.split('')), { maxLength: 30 })
  .map((c) => c.join(''));
const separated = (text: string, sep: string, groups: number[]) => {
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    parts.push(text.slice(at, at + size));
    at += size;
  }
  return parts.join(sep);
};
const sep = fc.constantFrom('', ' ', '-');

const phone = fc.tuple(digits(9), sep, fc.boolean()).map(([local, s, plus]) => ({
  secret: local,
  text: `${plus ? '+' : ''}998${s}${separated(local, s, [2, 3, 2, 2])}`,
}));
const card = fc
  .tuple(fc.constantFrom('8600', '9860', '4276', '5614'), digits(12), sep)
  .map(([bin, rest, s]) => ({
    secret: (bin + rest).slice(0, 12),
    text: separated(bin + rest, s, [4, 4, 4, 4]),
  }));
const pinfl = fc
  .tuple(fc.constantFrom('3', '4', '5', '6'), digits(13))
  .map(([first, rest]) => ({ secret: first + rest, text: first + rest }));
const passport = fc
  .tuple(fc.constantFrom('AA', 'AB', 'AC', 'AD', 'ka', 'FA'), fc.constantFrom('', ' '), digits(7))
  .map(([series, s, number]) => ({ secret: number, text: `${series}${s}${number}` }));

describe('masking for the chat relay', () => {
  it('masks phones as +998 90 *** ** 67', () => {
    expect(maskPhone('998901234567')).toBe('+998 90 *** ** 67');
    expect(maskSensitive('call +998 (90) 123-45-67 now')).toBe('call +998 90 *** ** 67 now');
  });

  it('never lets a phone, card, PINFL or passport number through, whatever surrounds it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(prose, fc.oneof(phone, card, pinfl, passport)), { minLength: 1, maxLength: 4 }),
        prose,
        (pieces, tail) => {
          const text = pieces.map(([before, secret]) => `${before} ${secret.text} `).join('') + tail;
          const masked = maskSensitive(text);
          const maskedDigits = masked.replace(/\D/g, '');
          for (const [, secret] of pieces) {
            expect(maskedDigits.includes(secret.secret)).toBe(false);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps the operator code and last two digits of a phone, the last four of a card', () => {
    fc.assert(
      fc.property(phone, card, (p, c) => {
        const masked = maskSensitive(`${p.text} / ${c.text}`);
        expect(masked).toContain(`+998 ${p.secret.slice(0, 2)} *** ** ${p.secret.slice(-2)}`);
        expect(masked).toContain(`**** **** **** ${c.text.replace(/\D/g, '').slice(-4)}`);
      }),
    );
  });

  it('is idempotent and leaves text without personal numbers alone', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = maskSensitive(text);
        expect(maskSensitive(once)).toBe(once);
      }),
    );
    const report = 'Premium: 1 250 000 UZS, policy EIOO 0000123, order P260115-KXMQHTRWAB';
    expect(maskSensitive(report)).toBe(report);
  });

  it('reduces a holder name to initials', () => {
    expect(maskHolderName('Aziz Karimov')).toBe('A*** K***');
    expect(maskHolderName('гулом каримов')).toBe('Г*** К***');
    expect(maskHolderName(null)).toBe('');
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-zА-Яа-я]{2,12}$/), { minLength: 1, maxLength: 3 }),
        (words) => {
          const masked = maskHolderName(words.join(' '));
          for (const word of words) expect(masked.split(' ')).not.toContain(word);
        },
      ),
    );
  });

  it('escapes the characters Telegram HTML treats as markup', () => {
    expect(escapeHtml('<b>A & B</b>')).toBe('&lt;b&gt;A &amp; B&lt;/b&gt;');
  });
});
