import { hashSmsCode, newSmsCode, smsCodeExpiry, smsCodeMatches, SMS_CODE_TTL_MS } from './sms-code';

describe('SMS codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i += 1) expect(newSmsCode()).toMatch(/^[0-9]{6}$/);
  });

  it('match only their own hash and salt', () => {
    const hash = hashSmsCode('S1', '012345');
    expect(hash).not.toContain('012345');
    expect(smsCodeMatches('S1', '012345', hash)).toBe(true);
    expect(smsCodeMatches('S1', '012346', hash)).toBe(false);
    expect(smsCodeMatches('S2', '012345', hash)).toBe(false);
    expect(smsCodeMatches('S1', '012345', null)).toBe(false);
  });

  it('expire five minutes after they are sent', () => {
    const now = new Date('2026-01-15T10:00:00.000Z');
    expect(Date.parse(smsCodeExpiry(now)) - now.getTime()).toBe(SMS_CODE_TTL_MS);
    expect(SMS_CODE_TTL_MS).toBe(300_000);
  });
});
