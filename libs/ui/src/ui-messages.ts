import type { MessageSource } from '@polis/i18n';
import { jsonModule } from '@polis/i18n';

/** The ui catalogue per language; hosts merge it with combineMessageSources. */
export const uiMessages: MessageSource = {
  uz: () => import('./messages/uz.json').then(jsonModule),
  en: () => import('./messages/en.json').then(jsonModule),
  ru: () => import('./messages/ru.json').then(jsonModule),
};
