import { cardDateExpired, checkSandboxCard, maskCard, SANDBOX_CARDS } from './sandbox-cards';

const NOW = new Date('2026-01-15T10:00:00.000Z');

const luhnValid = (digits: string) =>
  [...digits].reverse().reduce((sum, d, i) => {
    const x = Number(d) * (i % 2 === 1 ? 2 : 1);
    return sum + (x > 9 ? x - 9 : x);
  }, 0) %
    10 ===
  0;

describe('sandbox card processor', () => {
  it('has Luhn-valid test cards, so real-world card inputs accept them', () => {
    for (const card of SANDBOX_CARDS)
      expect([card.number, luhnValid(card.number)]).toEqual([card.number, true]);
  });

  it('masks to the first six and last four digits', () => {
    expect(maskCard('8600 1111 1111 1110')).toBe('8600 11** **** 1110');
    expect(maskCard('9860444444444442')).toBe('9860 44** **** 4442');
  });

  it('accepts the working cards with any expiry from this month on, with a random token', () => {
    const a = checkSandboxCard('8600 1111 1111 1110', '0126', NOW);
    const b = checkSandboxCard('8600111111111110', '12/29', NOW);
    expect(a).toMatchObject({
      ok: true,
      card: { mask: '8600 11** **** 1110', expiry: '0126', bankPhone: null },
    });
    expect(b).toMatchObject({ ok: true, card: { expiry: '1229' } });
    if (!a.ok || !b.ok) throw new Error('unreachable');
    expect(a.card.token).not.toBe(b.card.token);
    expect(a.card.token).not.toContain('1110');
    expect(checkSandboxCard('9860444444444442', '1229', NOW)).toMatchObject({
      ok: true,
      card: { bankPhone: '998909990011' },
    });
  });

  it.each([
    ['8600222222222223', '1229', 'card_declined'],
    ['8600333333333336', '1229', 'card_expired'],
    ['8600111111111110', '1225', 'card_expired'],
    ['8600111111111111', '1229', 'card_not_found'],
    ['4111111111111111', '1229', 'card_not_found'],
  ])('refuses %s %s with %s', (card, date, code) => {
    expect(checkSandboxCard(card, date, NOW)).toEqual({ ok: false, code });
  });

  it('counts the expiry month as valid to its last day, in Tashkent time', () => {
    expect(cardDateExpired('0126', new Date('2026-01-31T18:59:59Z'))).toBe(false);
    // 19:00 UTC on 31 January is already 1 February in Tashkent.
    expect(cardDateExpired('0126', new Date('2026-01-31T19:00:00Z'))).toBe(true);
  });
});
