import type { Kysely } from 'kysely';
import type { InterfaceLang } from '@polis/api-contract';
import type { Database } from '../db/schema';
import { queueMail } from '../outbox/mail-outbox';
import { sendSms } from '../outbox/sms-outbox';
import { addDays, formatDate, tashkentDate } from './format';
import { PRODUCTS, productName } from './products';
import { renewalToken } from './renewals';
import { withCyrillic } from '../http/lang-texts';
import { countedJob } from '../http/metrics';

/** The reminders before a policy's end, in days: the first one sent while it applies, then the last. */
export const REMINDER_DAYS = [14, 3] as const;

export interface ReminderRun {
  readonly db: Kysely<Database>;
  /** The reminder clock's now (`reminderNow`). */
  readonly now: Date;
  /** Where the links point (the public origin). */
  readonly origin: string;
  readonly secret: string;
}

export interface ReminderReport {
  readonly sent: number;
}

const TEXTS = withCyrillic<
  (a: { product: string; policy: string; end: string; renew: string; stop: string }) => string
>({
  uz: (a) =>
    `Polis: ${a.product} ${a.policy} polisingiz ${a.end} kuni tugaydi. Bir bosishda uzaytiring: ${a.renew} ` +
    `Eslatmalarni oʻchirish: ${a.stop}`,
  ru: (a) =>
    `Polis: ваш полис ${a.product} ${a.policy} заканчивается ${a.end}. Продлить в одно касание: ${a.renew} ` +
    `Отключить напоминания: ${a.stop}`,
  en: (a) =>
    `Polis: your ${a.product} policy ${a.policy} ends on ${a.end}. Renew in one tap: ${a.renew} ` +
    `Stop reminders: ${a.stop}`,
});

const SUBJECTS = withCyrillic<(end: string) => string>({
  uz: (end) => `Polisingiz ${end} kuni tugaydi: bir bosishda uzaytiring`,
  ru: (end) => `Ваш полис заканчивается ${end}: продлите в одно касание`,
  en: (end) => `Your policy ends on ${end}: renew in one tap`,
});

/** The product's short name for an SMS: what comes before a dash in its full name ("OSAGO — ..." -> "OSAGO"). */
const shortName = (product: string, lang: InterfaceLang) =>
  productName(product, lang).split(' — ')[0] ?? product;

/** Products whose cover renews by itself get no reminder (monthly KASKO). */
const SELF_RENEWING = Object.entries(PRODUCTS)
  .filter(([, info]) => info.renewsItself)
  .map(([key]) => key);

/**
 * One run of the reminder job: every paid policy sold through the kit that ends within 14 days (at the reminder
 * clock), is not renewed yet and whose phone did not turn reminders off gets the reminder that applies (14 days,
 * or 3 days and fewer) by SMS in the language it was bought in, and by mail when it was bought with an e-mail.
 * Exactly once across instances: the reminder's row (`policy_reminders`, unique per contract and reminder) and
 * its SMS and mail are written in one transaction; a second run, here or elsewhere, inserts nothing and sends
 * nothing. A policy past the 14-day mark when first seen gets only the reminder that applies then; a reminder whose
 * day falls before the cover starts (a short trip) is not sent.
 */
export function runReminders(run: ReminderRun): Promise<ReminderReport> {
  return countedJob('renewal_reminders', () => remindDue(run));
}

async function remindDue({ db, now, origin, secret }: ReminderRun): Promise<ReminderReport> {
  const today = tashkentDate(now);
  const due = await db
    .selectFrom('contracts as c')
    .innerJoin('policies as p', 'p.contract_id', 'c.id')
    .innerJoin('sale_bodies as b', 'b.contract_id', 'c.id')
    .select([
      'c.id',
      'c.product',
      'c.phone',
      'c.email',
      'c.lang',
      'c.start_date',
      'c.end_date',
      'p.series',
      'p.number',
    ])
    .where('c.status', 'in', ['paid', 'issued'])
    .where('c.end_date', '>=', today)
    .where('c.end_date', '<=', addDays(today, REMINDER_DAYS[0]))
    .where('c.phone', 'is not', null)
    .$if(SELF_RENEWING.length > 0, (q) => q.where('c.product', 'not in', SELF_RENEWING))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('contracts as r')
            .select('r.id')
            .whereRef('r.renewal_of', '=', 'c.id')
            .where('r.status', 'in', ['paid', 'issued']),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('reminder_optouts as o').select('o.phone').whereRef('o.phone', '=', 'c.phone'))),
    )
    .orderBy('c.id')
    .execute();

  let sent = 0;
  for (const row of due) {
    const { end_date: end, phone } = row;
    if (!end || !phone) continue;
    const daysBefore = end <= addDays(today, REMINDER_DAYS[1]) ? REMINDER_DAYS[1] : REMINDER_DAYS[0];
    // A cover shorter than the reminder (a five-day trip) gets no 14-day reminder on the day it is bought: only
    // a reminder whose day falls within the cover is sent.
    if (row.start_date && addDays(end, -daysBefore) < row.start_date) continue;
    const lang: InterfaceLang = row.lang ?? 'uz';
    const token = renewalToken(secret, row.id, end);
    const renew = `${origin}/${lang}/prolong/${token}`;
    const text = TEXTS[lang]({
      product: shortName(row.product, lang),
      policy: `${row.series} ${row.number}`,
      end: formatDate(end),
      renew,
      stop: `${renew}?reminders=off`,
    });
    const didSend = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('policy_reminders')
        .values({ contract_id: row.id, days_before: daysBefore, sent_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['contract_id', 'days_before']).doNothing())
        .returning('contract_id')
        .executeTakeFirst();
      if (!inserted) return false;
      await sendSms(trx, phone, text, 'renewal-reminder');
      if (row.email)
        await queueMail(trx, {
          to: row.email,
          lang,
          subject: SUBJECTS[lang](formatDate(end)),
          text,
          key: `renewal:${row.id}:${daysBefore}`,
        });
      return true;
    });
    if (didSend) sent += 1;
  }
  return { sent };
}

/** How often an instance runs the reminder job (`POLIS_REMINDER_MS`, 0 turns it off): every 10 minutes. */
export const readReminderInterval = (env: NodeJS.ProcessEnv): number => {
  const raw = env.POLIS_REMINDER_MS;
  if (raw === undefined || raw === '') return 600_000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0) throw new Error('POLIS_REMINDER_MS must be a whole number of ms');
  return ms;
};

/**
 * The reminder job on this instance: one run every interval at the reminder clock (never two at once here; other
 * instances may run theirs at the same moment, the database sends each reminder once). Returns a stop.
 */
export function startReminderJob(
  options: Omit<ReminderRun, 'now'> & { readonly clock: () => Promise<Date>; readonly interval: number },
  log: {
    error: (details: object, message: string) => void;
    info: (details: object, message: string) => void;
  },
): () => void {
  if (options.interval === 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    options
      .clock()
      .then((now) => runReminders({ ...options, now }))
      .then((report) => {
        if (report.sent) log.info({ reminders: report }, 'renewal reminders');
      })
      .catch((error: unknown) => log.error({ err: error }, 'renewal reminder job failed'))
      .finally(() => {
        running = false;
      });
  }, options.interval);
  timer.unref();
  return () => clearInterval(timer);
}
