import { jsonModule, type MessageSource, type Messages } from '@polis/i18n';
import type { Lang } from '@polis/routing';

/** The cabinet's catalogue per language, loaded with its pages (ScopedMessages), not with the host. */
export const accountMessages: MessageSource = {
  uz: () => import('./messages/uz.json').then(jsonModule),
  en: () => import('./messages/en.json').then(jsonModule),
  ru: () => import('./messages/ru.json').then(jsonModule),
  // Made from uz.json when the app builds (libs/uz-cyrl); the committed file holds only overrides by id.
  'uz-cyrl': () => import('./messages/uz-cyrl.json').then(jsonModule),
};

export const loadAccountMessages = (lang: Lang): Promise<Messages> => accountMessages[lang]();
