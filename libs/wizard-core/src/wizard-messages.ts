import { jsonModule, type MessageSource } from '@polis/i18n';

/** The wizard frame's and the shared field rules' texts per language; products load it with theirs. */
export const wizardMessages: MessageSource = {
  uz: () => import('./messages/uz.json').then(jsonModule),
  en: () => import('./messages/en.json').then(jsonModule),
  ru: () => import('./messages/ru.json').then(jsonModule),
};
