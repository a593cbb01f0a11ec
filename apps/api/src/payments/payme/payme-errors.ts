import { PAYME_ERROR, type PaymeErrorCode, type PaymeMessage, type PaymeRpcError } from '@polis/api-contract';

/** Payme shows `message` to the payer in their language, so every code has ru, uz and en. */
export const PAYME_MESSAGES: Readonly<Record<PaymeErrorCode, PaymeMessage>> = {
  [PAYME_ERROR.wrongAmount]: {
    ru: 'Неверная сумма оплаты',
    uz: 'Toʻlov summasi notoʻgʻri',
    en: 'Incorrect payment amount',
  },
  [PAYME_ERROR.transactionNotFound]: {
    ru: 'Транзакция не найдена',
    uz: 'Tranzaksiya topilmadi',
    en: 'Transaction not found',
  },
  [PAYME_ERROR.cannotCancel]: {
    ru: 'Невозможно отменить транзакцию: по полису заявлено страховое событие',
    uz: 'Tranzaksiyani bekor qilib boʻlmaydi: polis boʻyicha sugʻurta hodisasi arizasi berilgan',
    en: 'The transaction cannot be cancelled: a claim has been filed under the policy',
  },
  [PAYME_ERROR.cannotPerform]: {
    ru: 'Невозможно выполнить данную операцию',
    uz: 'Ushbu amalni bajarib boʻlmaydi',
    en: 'This operation cannot be performed',
  },
  [PAYME_ERROR.contractNotFound]: {
    ru: 'Договор не найден',
    uz: 'Shartnoma topilmadi',
    en: 'Contract not found',
  },
  [PAYME_ERROR.orderBeingPaid]: {
    ru: 'Заказ уже оплачивается другой транзакцией',
    uz: 'Buyurtma boshqa tranzaksiya orqali toʻlanmoqda',
    en: 'The order is being paid by another transaction',
  },
  [PAYME_ERROR.orderAlreadyPaid]: {
    ru: 'Договор уже оплачен',
    uz: 'Shartnoma allaqachon toʻlangan',
    en: 'The contract has already been paid',
  },
  [PAYME_ERROR.orderCancelled]: {
    ru: 'Договор аннулирован и не может быть оплачен',
    uz: 'Shartnoma bekor qilingan, uni toʻlab boʻlmaydi',
    en: 'The contract is cancelled and cannot be paid',
  },
  [PAYME_ERROR.vehicleAlreadyInsured]: {
    ru: 'Автомобиль уже застрахован на эти дни (ОСАГО или КАСКО): эту заявку нельзя оплатить',
    uz: 'Avtomobil bu kunlarga allaqachon sugʻurtalangan (OSAGO yoki KASKO): bu arizani toʻlab boʻlmaydi',
    en: 'The car is already insured for these days (OSAGO or KASKO): this application cannot be paid',
  },
  [PAYME_ERROR.notPost]: {
    ru: 'Метод запроса должен быть POST',
    uz: 'Soʻrov usuli POST boʻlishi kerak',
    en: 'The request method must be POST',
  },
  [PAYME_ERROR.systemError]: {
    ru: 'Системная ошибка',
    uz: 'Tizim xatosi',
    en: 'System error',
  },
  [PAYME_ERROR.insufficientPrivileges]: {
    ru: 'Недостаточно привилегий для выполнения метода',
    uz: 'Usulni bajarish uchun huquqlar yetarli emas',
    en: 'Insufficient privileges to perform the method',
  },
  [PAYME_ERROR.invalidRequest]: {
    ru: 'Неверный JSON-RPC запрос',
    uz: 'JSON-RPC soʻrovi notoʻgʻri',
    en: 'Invalid JSON-RPC request',
  },
  [PAYME_ERROR.methodNotFound]: {
    ru: 'Запрашиваемый метод не найден',
    uz: 'Soʻralgan usul topilmadi',
    en: 'The requested method was not found',
  },
  [PAYME_ERROR.parseError]: {
    ru: 'Ошибка разбора JSON',
    uz: 'JSON tahlilida xatolik',
    en: 'JSON parse error',
  },
};

/** Account errors name the `account` field at fault, as the protocol asks. */
const ACCOUNT_ERRORS: readonly PaymeErrorCode[] = [
  PAYME_ERROR.contractNotFound,
  PAYME_ERROR.orderBeingPaid,
  PAYME_ERROR.orderAlreadyPaid,
  PAYME_ERROR.orderCancelled,
];

export function paymeError(code: PaymeErrorCode): PaymeRpcError {
  return ACCOUNT_ERRORS.includes(code)
    ? { code, message: PAYME_MESSAGES[code], data: 'key' }
    : { code, message: PAYME_MESSAGES[code] };
}
