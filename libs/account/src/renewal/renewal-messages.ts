import { jsonModule, type MessageSource, type Messages } from '@polis/i18n';
import { paymentMessages } from '@polis/payment';
import type { Lang } from '@polis/routing';

/** The renewal page's own catalogue: the site loads it with the page, without the cabinet's. */
export const renewalMessages: MessageSource = {
  uz: () => import('./messages/uz.json').then(jsonModule),
  en: () => import('./messages/en.json').then(jsonModule),
  ru: () => import('./messages/ru.json').then(jsonModule),
  // Made from uz.json when the app builds (libs/uz-cyrl); the committed file holds only overrides by id.
  'uz-cyrl': () => import('./messages/uz-cyrl.json').then(jsonModule),
};

/** The page's texts and the payment step's, which follows the offer on the same page. */
export const loadRenewalMessages = async (lang: Lang): Promise<Messages> => {
  const [renewal, payment] = await Promise.all([renewalMessages[lang](), paymentMessages[lang]()]);
  return { ...payment, ...renewal };
};
