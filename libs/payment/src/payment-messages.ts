import { jsonModule, type MessageSource } from '@polis/i18n';

/** The payment catalogue per language; hosts merge it with combineMessageSources. */
export const paymentMessages: MessageSource = {
  uz: () => import('./messages/uz.json').then(jsonModule),
  en: () => import('./messages/en.json').then(jsonModule),
  ru: () => import('./messages/ru.json').then(jsonModule),
};
