import fontkit from '@pdf-lib/fontkit';
import { KINDNESS_GIFT_EXAMPLE } from '@polis/api-contract/examples';
import { addDays } from '../../contracts/format';
import { runReminders } from '../../contracts/renewal-reminders';
import { deliverMail, type MailTransport } from '../../outbox/mail-delivery';
import { policyPdfRenderer } from '../../policies/policy-document';
import { loadFonts } from '../../policies/policy-pdf';
import { SANDBOX_DEFAULTS } from '../../sandbox-defaults';
import { caller, payWithPayme, seededPaymentKit, tomorrow } from '../../testing/osago-test-kit';
import { pdfText } from '../../testing/pdf-text';

/*
 * A customer of the fourth interface language, Uzbek in Cyrillic script (`uz-cyrl`): the contract keeps the
 * language, and what the API writes to them afterwards (the policy mail, its PDF, the renewal SMS) is in it.
 */
let env: Awaited<ReturnType<typeof seededPaymentKit>>;
beforeAll(async () => {
  env = await seededPaymentKit();
});
afterAll(() => env.close());

/** Latin Uzbek words the Cyrillic texts must not carry. */
const LATIN_UZBEK = /sugʻurta|polisingiz|Toʻlov|muddati|Buyurtma|Sugʻurtalovchi/i;

async function buyGift(lang: string, phone: string) {
  const body = {
    ...KINDNESS_GIFT_EXAMPLE,
    applicant: { ...KINDNESS_GIFT_EXAMPLE.applicant, phone },
    start_date: tomorrow(),
    email: 'vali@example.uz',
  };
  const saved = await caller(env.kit.app).post('/api/kindness/save', body, { lang });
  expect(saved.statusCode).toBe(200);
  const { contract_id: id } = saved.json<{ contract_id: number }>();
  const { perform } = await payWithPayme(
    env.kit,
    id,
    KINDNESS_GIFT_EXAMPLE.amount_uzs,
    0xc00 + Number(phone.slice(-3)),
  );
  expect(perform).toHaveProperty('result');
  const db = env.kit.handle.db;
  return {
    contract: await db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    policy: await db
      .selectFrom('policies')
      .selectAll()
      .where('contract_id', '=', id)
      .executeTakeFirstOrThrow(),
  };
}

function recordingTransport() {
  const sent: Parameters<MailTransport['sendMail']>[0][] = [];
  return {
    sent,
    async sendMail(message: (typeof sent)[number]) {
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
  };
}

it('has the letters of Uzbek Cyrillic (ў ғ қ ҳ) in the policy font', async () => {
  const { regular, bold } = await loadFonts();
  for (const file of [regular, bold]) {
    const font = fontkit.create(Buffer.from(file));
    const missing = [...'ЎўҒғҚқҲҳЁёЪъ'].filter(
      (ch) => !('hasGlyphForCodePoint' in font && font.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0)),
    );
    expect(missing).toEqual([]);
  }
});

it('keeps uz-cyrl on the contract, mails the policy and prints its PDF in Cyrillic Uzbek', async () => {
  const { contract, policy } = await buyGift('uz-cyrl', '998901230701');
  expect(contract.lang).toBe('uz-cyrl');

  const transport = recordingTransport();
  const delivery = {
    transport,
    from: 'Polis <no-reply@polis.test>',
    renderPolicyPdf: policyPdfRenderer(env.kit.handle.db, 'https://polis.test'),
  };
  await deliverMail(env.kit.handle.db, delivery);
  const mail = transport.sent.find((m) => m.subject.includes(policy.number));
  expect(mail?.subject).toBe(`Суғурта полисингиз ${policy.series} ${policy.number}`);
  expect(mail?.text).toContain('Тўловингиз қабул қилинди');
  expect(mail?.text).toContain(`Полис рақами: ${policy.series} ${policy.number}`);
  // The brand signs in Latin, as on the pages; the word for a policy is Cyrillic.
  expect(mail?.text).toContain('Polis жамоаси');
  // The order id (letters) is printed as it was given, not transliterated.
  expect(mail?.text).toContain(contract.order_id);
  expect(mail?.text).not.toMatch(LATIN_UZBEK);

  const text = (await pdfText(mail?.attachments[0].content ?? new Uint8Array())).join('\n');
  expect(text).toContain('СУҒУРТА ПОЛИСИ · СТРАХОВОЙ ПОЛИС · INSURANCE POLICY');
  expect(text).toContain('Суғурталовчи / Страховщик / Insurer');
  expect(text).toContain('Амал қилиш муддати / Срок действия / Period of cover');
  expect(text).toContain('Полис электрон шаклда берилган ва QR-код орқали текширилади.');
  expect(text).not.toMatch(LATIN_UZBEK);
  // Every glyph drawn is one the embedded font has (an unknown one would read back as U+FFFD).
  expect(text).not.toContain('\uFFFD');
}, 30_000);

it('reminds a Cyrillic customer in Cyrillic, with a renewal link under /uz-cyrl/', async () => {
  const phone = '998901230702';
  const { contract } = await buyGift('uz-cyrl', phone);
  const end = contract.end_date ?? '';
  const now = new Date(`${addDays(end, -14)}T05:00:00Z`);
  await runReminders({
    db: env.kit.handle.db,
    now,
    origin: 'https://polis.test',
    secret: SANDBOX_DEFAULTS.POLICY_TOKEN_SECRET,
  });
  const sms = await env.kit.handle.db
    .selectFrom('sms_outbox')
    .selectAll()
    .where('phone', '=', phone)
    .where('purpose', '=', 'renewal-reminder')
    .executeTakeFirstOrThrow();
  expect(sms.text).toMatch(
    /^Polis: .*полисингиз .* куни тугайди\. Бир босишда узайтиринг: https:\/\/polis\.test\/uz-cyrl\/prolong\//,
  );
  expect(sms.text).not.toMatch(LATIN_UZBEK);
});

it('keeps the three other languages as they were, and takes Uzbek for a language it does not speak', async () => {
  const uz = await buyGift('uz', '998901230703');
  const unknown = await buyGift('de', '998901230704');
  expect([uz.contract.lang, unknown.contract.lang]).toEqual(['uz', 'uz']);
  const pdf = await policyPdfRenderer(env.kit.handle.db, 'https://polis.test')(uz.policy.id);
  const text = (await pdfText(pdf.content)).join('\n');
  expect(text).toContain('SUGʻURTA POLISI · СТРАХОВОЙ ПОЛИС · INSURANCE POLICY');
  expect(text).toContain('Sugʻurtalovchi / Страховщик / Insurer');
  expect(text).not.toMatch(/[ўғқҳ]/i);
}, 30_000);

it('serves the insurance rules in Cyrillic Uzbek for uz-cyrl, the same document transliterated', async () => {
  const res = await env.kit.app.inject({ url: '/api/rules/kindness/uz-cyrl.pdf' });
  expect(res.statusCode).toBe(200);
  const text = (await pdfText(res.rawPayload)).join(' ');
  expect(text).toMatch(/Умумий қоидалар/);
  expect(text).not.toMatch(/Umumiy qoidalar/);
}, 30_000);
