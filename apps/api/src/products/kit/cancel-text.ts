import type { InterfaceLang, PaymentLang, RefundProviderKey } from '@polis/api-contract';
import { formatUzs } from '../../contracts/format';
import { textIn, withCyrillic } from '../../http/lang-texts';

/** Where the money goes back, as the SMS names it. */
const PROVIDER_NAMES: Readonly<Record<RefundProviderKey, Readonly<Record<PaymentLang, string>>>> = {
  payme: { uz: 'Payme', ru: 'Payme', en: 'Payme' },
  click: { uz: 'Click', ru: 'Click', en: 'Click' },
  octo: { uz: 'bank kartasi', ru: 'банковскую карту', en: 'the bank card' },
  card: { uz: 'bogʻlangan karta', ru: 'привязанную карту', en: 'the saved card' },
  installment: { uz: 'Uzum Nasiya', ru: 'Uzum Nasiya', en: 'Uzum Nasiya' },
};

const CANCELLED: Readonly<Record<PaymentLang, (policy: string) => string>> = {
  uz: (policy) => `${policy} polisingiz bekor qilindi.`,
  ru: (policy) => `Ваш полис ${policy} аннулирован.`,
  en: (policy) => `Your policy ${policy} has been cancelled.`,
};

const REFUND: Readonly<Record<PaymentLang, (amount: string, via: string) => string>> = {
  uz: (amount, via) => `${amount} soʻm ${via} orqali qaytariladi.`,
  ru: (amount, via) => `${amount} сум вернутся через ${via}.`,
  en: (amount, via) => `${amount} UZS is refunded through ${via}.`,
};

const NO_REFUND: Readonly<Record<PaymentLang, string>> = {
  uz: 'Qaytariladigan summa yoʻq.',
  ru: 'Сумма к возврату отсутствует.',
  en: 'No refund is due.',
};

const cancelledIn = withCyrillic(CANCELLED);
const refundIn = withCyrillic(REFUND);
const noRefundIn = withCyrillic(NO_REFUND);

/** The SMS that confirms a cancellation, in the contract's language (Uzbek in Cyrillic from the Uzbek). */
export function cancelledSms(
  lang: InterfaceLang,
  policy: string,
  refund: { readonly amountUzs: number; readonly provider: RefundProviderKey } | null,
): string {
  const second = refund
    ? refundIn[lang](formatUzs(refund.amountUzs), textIn(PROVIDER_NAMES[refund.provider], lang))
    : noRefundIn[lang];
  return `${cancelledIn[lang](policy)} ${second}`;
}
