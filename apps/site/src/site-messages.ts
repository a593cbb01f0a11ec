import { jsonModule, type MessageSource } from '@polis/i18n';

export const siteMessages: MessageSource = {
  uz: () => import('./messages/uz.json').then(jsonModule),
  en: () => import('./messages/en.json').then(jsonModule),
  ru: () => import('./messages/ru.json').then(jsonModule),
  // Made from uz.json when the app builds (libs/uz-cyrl); the committed file holds only overrides by id.
  'uz-cyrl': () => import('./messages/uz-cyrl.json').then(jsonModule),
};
