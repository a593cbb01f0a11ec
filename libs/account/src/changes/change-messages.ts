import { jsonModule, type MessageSource, type Messages } from '@polis/i18n';
import { paymentMessages } from '@polis/payment';
import type { Lang } from '@polis/routing';
import { wizardMessages } from '@polis/wizard-core';
import { accountMessages } from '../account-messages';

/** The change page's own catalogue (`change.*`). */
export const changeMessages: MessageSource = {
  uz: () => import('./messages/uz.json').then(jsonModule),
  en: () => import('./messages/en.json').then(jsonModule),
  ru: () => import('./messages/ru.json').then(jsonModule),
  // Made from uz.json when the app builds (libs/uz-cyrl); the committed file holds only overrides by id.
  'uz-cyrl': () => import('./messages/uz-cyrl.json').then(jsonModule),
};

/** The cabinet's texts, the forms' rules (wizard-core), the payment step's and the change page's own. */
export const loadChangeMessages = async (lang: Lang): Promise<Messages> => {
  const [account, wizard, payment, change] = await Promise.all([
    accountMessages[lang](),
    wizardMessages[lang](),
    paymentMessages[lang](),
    changeMessages[lang](),
  ]);
  return { ...wizard, ...payment, ...account, ...change };
};
