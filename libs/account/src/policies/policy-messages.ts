import type { Messages } from '@polis/i18n';
import { paymentMessages } from '@polis/payment';
import type { Lang } from '@polis/routing';
import { accountMessages } from '../account-messages';
import { changeMessages } from '../changes/change-messages';

/** The policy pages use the payment library's auto-payment pieces, so its texts load with them. */
export const loadPolicyMessages = async (lang: Lang): Promise<Messages> => {
  const [account, payment, change] = await Promise.all([
    accountMessages[lang](),
    paymentMessages[lang](),
    changeMessages[lang](),
  ]);
  return { ...payment, ...account, ...change };
};
