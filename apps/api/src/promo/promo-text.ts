import type { PromoFailureCode, PromoKind } from '@polis/api-contract';
import { formatUzs } from '../contracts/format';
import { withCyrillic } from '../http/lang-texts';

type PromoText = Readonly<Record<PromoFailureCode | 'removed', string>> & {
  readonly describe: (kind: PromoKind, value: number) => string;
};

/** Shown by the front end as they are (spec 001: "Promo failures store the server message"). */
export const PROMO_TEXT = withCyrillic<PromoText>({
  uz: {
    promocode_not_found: 'Bunday promokod topilmadi',
    promocode_expired: 'Promokodning amal qilish muddati tugagan',
    promocode_exhausted: 'Bu promokoddan foydalanish soni tugagan',
    promocode_not_applicable: 'Bu promokod ushbu shartnomaga qoʻllanilmaydi',
    contract_not_saved: 'Promokodni faqat toʻlanmagan arizaga qoʻllash yoki bekor qilish mumkin',
    payment_in_progress:
      'Bu ariza uchun toʻlov boshlangan: u yakunlanmaguncha yoki bekor qilinmaguncha promokodni oʻzgartirib boʻlmaydi. Joriy summani toʻlang yoki keyinroq urinib koʻring',
    removed: 'Promokod bekor qilindi',
    describe: (kind, value) =>
      kind === 'percent' ? `${value}% chegirma` : `${formatUzs(value)} soʻm chegirma`,
  },
  ru: {
    promocode_not_found: 'Такой промокод не найден',
    promocode_expired: 'Срок действия промокода истёк',
    promocode_exhausted: 'Лимит использований промокода исчерпан',
    promocode_not_applicable: 'Промокод не применяется к этому договору',
    contract_not_saved: 'Промокод можно применить или отменить только для неоплаченной заявки',
    payment_in_progress:
      'Оплата этой заявки уже начата: промокод нельзя изменить, пока она не завершена или не отменена. Оплатите текущую сумму или попробуйте позже',
    removed: 'Промокод отменён',
    describe: (kind, value) => (kind === 'percent' ? `Скидка ${value}%` : `Скидка ${formatUzs(value)} сум`),
  },
  en: {
    promocode_not_found: 'No such promo code',
    promocode_expired: 'This promo code has expired',
    promocode_exhausted: 'This promo code has been used up',
    promocode_not_applicable: 'This promo code does not apply to this contract',
    contract_not_saved: 'A promo code can only be applied to or removed from an unpaid application',
    payment_in_progress:
      'A payment for this application has already started: the promo code cannot change until it is completed or cancelled. Pay the current amount or try again later',
    removed: 'Promo code removed',
    describe: (kind, value) => (kind === 'percent' ? `${value}% discount` : `${formatUzs(value)} UZS off`),
  },
});
