import fc from 'fast-check';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { sendChat, sendLead } from './chat-outbox';
import { formatLeadPhone, LEAD_CONTACT_LINES, leadChatText } from './lead';
import { listOutbox } from './outbox-query';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const words = fc
  .array(fc.constantFrom(...'abc xyz ABC Привет oʻgʻ ,.:;!?-\n'.split('')), { maxLength: 20 })
  .map((c) => c.join(''));
const leadPhone = digits(9).map((local) => `998${local}`);
/** What must never be in a lead: each with the digits that must not survive. */
const secret = fc.oneof(
  fc.tuple(fc.constantFrom('AA', 'AB', 'AD', 'ka'), fc.constantFrom('', ' '), digits(7)).map(([s, g, n]) => ({
    text: `${s}${g}${n}`,
    digits: n,
  })),
  fc.tuple(fc.constantFrom('3', '4', '5', '6'), digits(13)).map(([a, b]) => ({ text: a + b, digits: a + b })),
  fc
    .tuple(fc.constantFrom('8600', '9860', '5614'), digits(12), fc.constantFrom('', ' ', '-'))
    .map(([bin, rest, sep]) => ({
      text: (bin + rest).match(/.{4}/g)?.join(sep) ?? '',
      digits: (bin + rest).slice(0, 12),
    })),
  // Another phone than the lead's own.
  digits(9).map((local) => ({ text: `+998${local}`, digits: local })),
);

describe('leads', () => {
  const lead = (extra: string) =>
    ['<b>New kasko application</b>', ...LEAD_CONTACT_LINES, `Detail: ${extra}`].join('\n');

  it('carries the lead phone in full and the contact name', () => {
    expect(leadChatText(lead('Cobalt'), { phone: '998901234567', name: 'Karimov  Aziz' })).toBe(
      '<b>New kasko application</b>\nName: Karimov Aziz\nPhone: +998 90 123 45 67\nDetail: Cobalt',
    );
    expect(formatLeadPhone('998331112233')).toBe('+998 33 111 22 33');
  });

  it('keeps its own phone in full, never a passport, PINFL, card or other phone, wherever they are typed', () => {
    fc.assert(
      fc.property(leadPhone, words, secret, secret, words, (phone, before, inName, inDetail, after) => {
        const text = leadChatText(lead(`${before} ${inDetail.text} ${after}`), {
          phone,
          name: `${before} ${inName.text}`,
        });
        const full = formatLeadPhone(phone);
        expect(text).toContain(`Phone: ${full}`);
        const rest = text.split(full).join('').replace(/\D/g, '');
        expect(rest.includes(inName.digits)).toBe(false);
        expect(rest.includes(inDetail.digits)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('escapes the name and masks a phone that is not one (no 998 + 9 digits)', () => {
    expect(leadChatText(lead('x'), { phone: '12345678901234', name: '<b>AA1234567</b>' })).toBe(
      '<b>New kasko application</b>\nName: &lt;b&gt;AA *******&lt;/b&gt;\nPhone: +998 67 *** ** 34\nDetail: x',
    );
    expect(leadChatText(lead('x'), { phone: null, name: ' ' })).toContain('Name: —\nPhone: —');
  });

  describe('in the outbox', () => {
    let handle: Db;
    beforeEach(async () => {
      handle = openDatabase({});
      await migrateToLatest(handle);
    });
    afterEach(() => handle.close());

    it('stores a lead with its phone, while any other message stays masked', async () => {
      const settings = { chatId: 'sandbox', telegram: null };
      await sendLead(
        handle.db,
        lead('PINFL 31234567890123'),
        { phone: '998901234567', name: 'Aziz' },
        settings,
      );
      await sendChat(handle.db, 'Policy paid, phone +998901234567', settings);
      const [report, stored] = (await listOutbox(handle.db)).chat;
      expect(stored.text).toContain('Phone: +998 90 123 45 67');
      expect(stored.text).not.toContain('31234567890123');
      expect(report.text).toBe('Policy paid, phone +998 90 *** ** 67');
    });
  });
});
