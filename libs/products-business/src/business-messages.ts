import { jsonModule, type MessageSource } from '@polis/i18n';

/** The business products' catalogue per language, loaded with their pages. */
export const businessMessages: MessageSource = {
  uz: () => import('./messages/uz.json').then(jsonModule),
  en: () => import('./messages/en.json').then(jsonModule),
  ru: () => import('./messages/ru.json').then(jsonModule),
};
