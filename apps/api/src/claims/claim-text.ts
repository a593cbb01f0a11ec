import type { ClaimStatus, InterfaceLang } from '@polis/api-contract';
import { withCyrillic } from '../http/lang-texts';

/** The claimant's code, in the request's language. */
export const CLAIM_CODE_SMS = withCyrillic<(code: string) => string>({
  uz: (code) =>
    `Polis: sugʻurta hodisasi arizasi uchun kod: ${code}. Kod 5 daqiqa amal qiladi. Uni hech kimga aytmang.`,
  ru: (code) =>
    `Polis: код для заявления о страховом случае: ${code}. Действует 5 минут. Никому не сообщайте его.`,
  en: (code) => `Polis: your insurance claim code: ${code}. Valid for 5 minutes. Do not share it.`,
});

const STATUS = withCyrillic<Record<ClaimStatus, string>>({
  uz: {
    new: 'qabul qilindi',
    in_review: 'koʻrib chiqilmoqda',
    documents_required: 'qoʻshimcha hujjatlar kerak',
    approved: 'tasdiqlandi',
    paid: 'toʻlandi',
    rejected: 'rad etildi',
  },
  ru: {
    new: 'принято',
    in_review: 'на рассмотрении',
    documents_required: 'нужны дополнительные документы',
    approved: 'одобрено',
    paid: 'выплачено',
    rejected: 'отклонено',
  },
  en: {
    new: 'received',
    in_review: 'in review',
    documents_required: 'more documents are required',
    approved: 'approved',
    paid: 'paid',
    rejected: 'rejected',
  },
});

const CLAIM_WORD = withCyrillic<string>({ uz: 'Ariza', ru: 'Заявление', en: 'Claim' });

/** A status SMS: the claim's number, its policy, the status and the adjuster's note, in the claimant's language. */
export function claimStatusSms(
  lang: InterfaceLang,
  claim: { id: number; policy_number: string; status: ClaimStatus; note: string | null },
): string {
  const note = claim.note ? ` ${claim.note}` : '';
  return `Polis: ${CLAIM_WORD[lang]} №${claim.id} (${claim.policy_number}): ${STATUS[lang][claim.status]}.${note}`;
}

/** To the holder of a liability policy: a claim was made on it (nothing about the claimant). */
export const HOLDER_NOTICE_SMS = withCyrillic<(policy: string, eventDate: string) => string>({
  uz: (policy, date) =>
    `Polis: ${policy} polisingiz boʻyicha ${date} sanasidagi hodisa yuzasidan sugʻurta arizasi berildi.`,
  ru: (policy, date) => `Polis: по вашему полису ${policy} подано заявление о страховом случае от ${date}.`,
  en: (policy, date) => `Polis: a claim was made on your policy ${policy} for an event on ${date}.`,
});

/** The subject of the holder's notice when it goes by mail too. */
export const HOLDER_NOTICE_SUBJECT = withCyrillic<string>({
  uz: 'Polisingiz boʻyicha sugʻurta arizasi',
  ru: 'Заявление о страховом случае по вашему полису',
  en: 'A claim on your policy',
});
