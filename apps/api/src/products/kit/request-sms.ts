import type { Kysely } from 'kysely';
import type { InterfaceLang } from '@polis/api-contract';
import type { Database } from '../../db/schema';
import { countSmsSince, sendSms } from '../../outbox/sms-outbox';
import { withCyrillic } from '../../http/lang-texts';

/** The SMS purpose of an application's number (the sandbox outbox page lists it under this name). */
export const REQUEST_SMS_PURPOSE = 'site-request';

/**
 * At most three numbers to one phone an hour: anyone may type any phone into the form, so the SMS must not
 * become a way to flood someone's phone. Past it the application is still taken; only the SMS is left out.
 */
export const REQUEST_SMS_LIMIT = { count: 3, windowMs: 60 * 60 * 1000 };

/** The application's number in the applicant's language (the page's, else the request's, else Uzbek). */
export const REQUEST_SMS = withCyrillic<(id: number) => string>({
  uz: (id) =>
    `Polis: arizangiz qabul qilindi. Ariza raqami: ${id}. Menejerimiz bir ish kuni ichida qoʻngʻiroq qiladi.`,
  ru: (id) => `Polis: ваша заявка принята. Номер заявки: ${id}. Менеджер позвонит в течение рабочего дня.`,
  en: (id) =>
    `Polis: your application has been received. Application number: ${id}. Our manager will call you within one working day.`,
});

/** Sends the number unless the phone had its share this hour; answers whether it went. */
export async function sendRequestNumber(
  db: Kysely<Database>,
  { phone, id, lang, now }: { phone: string; id: number; lang: InterfaceLang; now: Date },
): Promise<boolean> {
  const since = new Date(now.getTime() - REQUEST_SMS_LIMIT.windowMs);
  if ((await countSmsSince(db, phone, REQUEST_SMS_PURPOSE, since)) >= REQUEST_SMS_LIMIT.count) return false;
  await sendSms(db, phone, REQUEST_SMS[lang](id), REQUEST_SMS_PURPOSE);
  return true;
}
