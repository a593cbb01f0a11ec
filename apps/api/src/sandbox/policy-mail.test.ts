import { KINDNESS_GIFT_EXAMPLE } from '@polis/api-contract/examples';
import { tomorrow, payWithPayme, seededPaymentKit, caller } from '../testing/osago-test-kit';
import type { PaymentKit } from '../testing/payment-test-kit';
import { karimovPolicy } from '../testing/osago-test-kit';
import { deliverMail, MAIL_MAX_ATTEMPTS, smtpTransport, type MailTransport } from '../outbox/mail-delivery';
import { queueMail } from '../outbox/mail-outbox';
import { policyPdfRenderer } from '../policies/policy-document';
import { listSandboxMail, startMailSink } from './mail-sink';

type Sent = Parameters<MailTransport['sendMail']>[0];

let env: Awaited<ReturnType<typeof seededPaymentKit>>;
let kit: PaymentKit;
beforeAll(async () => {
  env = await seededPaymentKit();
  kit = env.kit;
});
afterAll(() => env.close());

const api = () => caller(kit.app);
let txNumber = 0x700;

/** A kindness (gift) application: the simplest product to save and pay. */
const application = (email?: string) => ({
  ...KINDNESS_GIFT_EXAMPLE,
  start_date: tomorrow(),
  ...(email === undefined ? {} : { email }),
});

/** A transport that keeps what it is handed (or fails, while `failing`). */
function recordingTransport() {
  const sent: Sent[] = [];
  const transport = {
    failing: false,
    sent,
    async sendMail(message: Sent) {
      if (transport.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:2525 for buyer@example.uz');
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
  };
  return transport;
}

const delivery = (transport: MailTransport, now?: () => Date) => ({
  transport,
  from: 'Polis <no-reply@polis.test>',
  renderPolicyPdf: policyPdfRenderer(kit.handle.db, 'https://polis.test'),
  now,
});

async function saveAndPay(email: string | undefined, lang: string) {
  const saved = await api().post('/api/kindness/save', application(email), { lang });
  expect(saved.statusCode).toBe(200);
  const { contract_id } = saved.json<{ contract_id: number }>();
  txNumber += 1;
  const { perform } = await payWithPayme(kit, contract_id, 200_000, txNumber);
  expect(perform).toHaveProperty('result');
  const policy = await kit.handle.db
    .selectFrom('policies')
    .selectAll()
    .where('contract_id', '=', contract_id)
    .executeTakeFirstOrThrow();
  return { contractId: contract_id, policy, tx: txNumber.toString(16).padStart(24, '0') };
}

const mailsOfPolicy = (policyId: number) =>
  kit.handle.db.selectFrom('mail_outbox').selectAll().where('mail_key', '=', `policy:${policyId}`).execute();

it('mails a paid policy once, in the purchase language, with its PDF, however often Payme replays the payment', async () => {
  const { contractId, policy, tx } = await saveAndPay('Alisher.Karimov@example.uz', 'ru');
  const contract = await kit.handle.db
    .selectFrom('contracts')
    .select(['lang', 'email'])
    .where('id', '=', contractId)
    .executeTakeFirstOrThrow();
  expect(contract).toEqual({ lang: 'ru', email: 'Alisher.Karimov@example.uz' });
  // Payme repeats PerformTransaction: the same answer, and no second mail.
  const replay = await kit.payme('PerformTransaction', { id: tx });
  expect(replay).toHaveProperty('result');
  expect(await mailsOfPolicy(policy.id)).toHaveLength(1);

  const transport = recordingTransport();
  expect(await deliverMail(kit.handle.db, delivery(transport))).toMatchObject({ sent: 1 });
  expect(await deliverMail(kit.handle.db, delivery(transport))).toMatchObject({ sent: 0 });
  expect(transport.sent).toHaveLength(1);
  const [mail] = transport.sent;
  expect(mail.to).toBe('Alisher.Karimov@example.uz');
  expect(mail.subject).toBe(`Ваш страховой полис ${policy.series} ${policy.number}`);
  expect(mail.text).toContain('Оплата получена');
  expect(mail.text).toContain('200 000 сум');
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0]).toMatchObject({
    filename: `polis-${policy.series}-${policy.number}.pdf`,
    contentType: 'application/pdf',
  });
  expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await mailsOfPolicy(policy.id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
});

it('remembers the language of every save, and mails in Uzbek when the save said none', async () => {
  const { policy } = await saveAndPay('buyer@example.uz', '');
  const [row] = await mailsOfPolicy(policy.id);
  expect(row).toMatchObject({ lang: 'uz', subject: `Sugʻurta polisingiz ${policy.series} ${policy.number}` });
});

it('queues no mail for a policy bought without an e-mail', async () => {
  const { contractId, policy } = await saveAndPay(undefined, 'en');
  expect(await mailsOfPolicy(policy.id)).toHaveLength(0);
  const contract = await kit.handle.db
    .selectFrom('contracts')
    .select(['lang', 'email'])
    .where('id', '=', contractId)
    .executeTakeFirstOrThrow();
  expect(contract).toEqual({ lang: 'en', email: null });
});

it.each([['not-an-address'], ['a@b'], ['two@example.uz, three@example.uz'], ['']])(
  'refuses the e-mail %j with 400 validation naming /email, on a simple product and on OSAGO',
  async (email) => {
    const before = await kit.count('contracts');
    const kindness = await api().post('/api/kindness/save', application(email));
    expect(kindness.statusCode).toBe(400);
    expect(kindness.json().error).toMatchObject({
      code: 'validation',
      details: expect.arrayContaining([expect.objectContaining({ path: '/email' })]),
    });
    const osago = await api().post('/api/osago-neo/save-policy/v2', { ...karimovPolicy(), email });
    expect(osago.statusCode).toBe(400);
    expect(osago.json().error.code).toBe('validation');
    expect(await kit.count('contracts')).toBe(before);
  },
);

it('takes the e-mail on OSAGO’s save too (the kit registers every save with it)', async () => {
  const res = await api().post(
    '/api/osago-neo/save-policy/v2',
    { ...karimovPolicy(), email: 'owner@example.uz' },
    {
      lang: 'en',
    },
  );
  expect(res.statusCode).toBe(200);
  const { contract_id } = res.json<{ response: { contract_id: number } }>().response;
  const contract = await kit.handle.db
    .selectFrom('contracts')
    .select(['lang', 'email'])
    .where('id', '=', contract_id)
    .executeTakeFirstOrThrow();
  expect(contract).toEqual({ lang: 'en', email: 'owner@example.uz' });
});

it('never fails a payment on a failing SMTP server: the mail is tried again later, then marked failed', async () => {
  const pending = await deliverMail(kit.handle.db, delivery(recordingTransport()));
  expect(pending.retried + pending.failed).toBe(0);
  const { policy } = await saveAndPay('later@example.uz', 'en');
  const transport = recordingTransport();
  transport.failing = true;
  let now = Date.now();
  const clock = () => new Date(now);
  expect(await deliverMail(kit.handle.db, delivery(transport, clock))).toMatchObject({ retried: 1 });
  let [row] = await mailsOfPolicy(policy.id);
  expect(row).toMatchObject({ status: 'pending', attempts: 1 });
  // The SMTP answer is kept without the address it repeats.
  expect(row.last_error).toBe('connect ECONNREFUSED 127.0.0.1:2525 for <address>');
  // Not before its time.
  expect(await deliverMail(kit.handle.db, delivery(transport, clock))).toMatchObject({ retried: 0 });
  for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
    now += 60 * 60_000;
    await deliverMail(kit.handle.db, delivery(transport, clock));
  }
  [row] = await mailsOfPolicy(policy.id);
  expect(row).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
  // The policy itself is issued all along.
  const contract = await kit.handle.db
    .selectFrom('contracts')
    .select('status')
    .where('id', '=', policy.contract_id)
    .executeTakeFirstOrThrow();
  expect(contract.status).toBe('issued');
});

it('queues one mail per key, and two instances delivering at once send each mail once', async () => {
  const mail = { to: 'claims@example.uz', lang: 'en' as const, subject: 'Claim', text: 'Received' };
  expect(await queueMail(kit.handle.db, { ...mail, key: 'claim:1:new' })).toEqual(expect.any(Number));
  expect(await queueMail(kit.handle.db, { ...mail, key: 'claim:1:new' })).toBeNull();
  await queueMail(kit.handle.db, mail);
  await queueMail(kit.handle.db, mail);
  const transport = recordingTransport();
  const [a, b] = await Promise.all([
    deliverMail(kit.handle.db, delivery(transport)),
    deliverMail(kit.handle.db, delivery(transport)),
  ]);
  expect(a.sent + b.sent).toBe(3);
  expect(transport.sent.filter((m) => m.to === 'claims@example.uz')).toHaveLength(3);
});

describe('the sandbox mailbox', () => {
  let sink: NonNullable<Awaited<ReturnType<typeof startMailSink>>>;
  beforeAll(async () => {
    const started = await startMailSink(kit.handle.db, { port: 0 });
    if (!started) throw new Error('the mailbox did not start');
    sink = started;
  });
  afterAll(() => sink.close());

  it('stores what nodemailer sent over SMTP, shows it on /sandbox/outbox and hands out its attachment', async () => {
    const { policy } = await saveAndPay('sink@example.uz', 'ru');
    await queueMail(kit.handle.db, {
      to: 'inline@example.uz',
      lang: 'uz',
      subject: 'Arizangiz — «qabul qilindi»',
      text: 'Salom!\nFayl ilovada.',
      attachments: [{ filename: 'ariza.txt', contentType: 'text/plain', content: Buffer.from('ariza ✓') }],
    });
    const transport = smtpTransport(`smtp://127.0.0.1:${sink.port}`);
    const report = await deliverMail(kit.handle.db, delivery(transport));
    expect(report).toMatchObject({ sent: 2, retried: 0 });

    const [inline] = await listSandboxMail(kit.handle.db, { to: 'inline@example.uz' });
    expect(inline).toMatchObject({
      from: 'no-reply@polis.test',
      to: ['inline@example.uz'],
      subject: 'Arizangiz — «qabul qilindi»',
      text: 'Salom!\nFayl ilovada.',
      attachments: [{ filename: 'ariza.txt', content_type: 'text/plain', size: 9 }],
    });

    const outbox = await kit.app.inject({ method: 'GET', url: '/sandbox/api/outbox?email=SINK@example.uz' });
    expect(outbox.statusCode).toBe(200);
    const { mail, sms, chat } = outbox.json();
    expect(Array.isArray(sms) && Array.isArray(chat)).toBe(true);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: ['sink@example.uz'],
      subject: `Ваш страховой полис ${policy.series} ${policy.number}`,
      text: expect.stringContaining('Оплата получена'),
      attachments: [
        { filename: `polis-${policy.series}-${policy.number}.pdf`, content_type: 'application/pdf' },
      ],
    });
    const pdf = await kit.app.inject({ method: 'GET', url: mail[0].attachments[0].url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment; filename="polis-');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBe(mail[0].attachments[0].size);

    const page = await kit.app.inject({ method: 'GET', url: '/sandbox/outbox?lang=ru' });
    expect(page.body).toContain(`Ваш страховой полис ${policy.series} ${policy.number}`);
    expect(page.body).toContain(`href="${mail[0].attachments[0].url}"`);
    const missing = await kit.app.inject({ method: 'GET', url: '/sandbox/mail/999999/0' });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves the port to the instance that opened it: a second mailbox on it does not start', async () => {
    expect(await startMailSink(kit.handle.db, { port: sink.port })).toBeNull();
  });
});
