import { jsonModule, type MessageSource, type Messages } from '@polis/i18n';
import { paymentMessages } from '@polis/payment';
import type { Lang } from '@polis/routing';
import { accountMessages } from '../account-messages';
import { changeMessages } from '../changes/change-messages';

/** What only a policy's page says (`cancel.*`, `receipts.*`): loaded with the policy pages, not every tab. */
export const policyPageMessages: MessageSource = {
  uz: () => import('./messages/uz.json').then(jsonModule),
  en: () => import('./messages/en.json').then(jsonModule),
  ru: () => import('./messages/ru.json').then(jsonModule),
  // Made from uz.json when the app builds (libs/uz-cyrl); the committed file holds only overrides by id.
  'uz-cyrl': () => import('./messages/uz-cyrl.json').then(jsonModule),
};

/** The policy pages use the payment library's auto-payment pieces, so its texts load with them. */
export const loadPolicyMessages = async (lang: Lang): Promise<Messages> => {
  const [account, payment, change, own] = await Promise.all([
    accountMessages[lang](),
    paymentMessages[lang](),
    changeMessages[lang](),
    policyPageMessages[lang](),
  ]);
  return { ...payment, ...account, ...change, ...own };
};
