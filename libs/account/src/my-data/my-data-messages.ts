import { jsonModule, type MessageSource, type Messages } from '@polis/i18n';
import type { Lang } from '@polis/routing';
import { accountMessages } from '../account-messages';

/** The "My data" page's own catalogue (`myData.*`), loaded with that page only. */
export const myDataMessages: MessageSource = {
  uz: () => import('./messages/uz.json').then(jsonModule),
  en: () => import('./messages/en.json').then(jsonModule),
  ru: () => import('./messages/ru.json').then(jsonModule),
  // Made from uz.json when the app builds (libs/uz-cyrl); the committed file holds only overrides by id.
  'uz-cyrl': () => import('./messages/uz-cyrl.json').then(jsonModule),
};

/** The cabinet's texts and the page's own. */
export const loadMyDataMessages = async (lang: Lang): Promise<Messages> => {
  const [account, own] = await Promise.all([accountMessages[lang](), myDataMessages[lang]()]);
  return { ...account, ...own };
};
