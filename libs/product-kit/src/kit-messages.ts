import { jsonModule, type MessageSource } from '@polis/i18n';

/** The product frame's texts per language (consent, saving, summary, errors). */
export const kitMessages: MessageSource = {
  uz: () => import('./messages/uz.json').then(jsonModule),
  en: () => import('./messages/en.json').then(jsonModule),
  ru: () => import('./messages/ru.json').then(jsonModule),
};
