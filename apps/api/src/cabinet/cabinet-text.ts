import type { CabinetFailure, InterfaceLang } from '@polis/api-contract';
import { withCyrillic } from '../http/lang-texts';

/** The login SMS in the language of the request (`lang` header, then Accept-Language, then Uzbek). */
export const LOGIN_SMS: Readonly<Record<InterfaceLang, (code: string) => string>> = withCyrillic({
  uz: (code) =>
    `Polis: shaxsiy kabinetga kirish kodi: ${code}. Kod 5 daqiqa amal qiladi. Uni hech kimga aytmang.`,
  ru: (code) => `Polis: код входа в личный кабинет: ${code}. Действует 5 минут. Никому не сообщайте его.`,
  en: (code) => `Polis: your cabinet login code: ${code}. Valid for 5 minutes. Do not share it.`,
});

export type CabinetFailureCode =
  | 'wrong_code'
  | 'code_locked'
  | 'code_expired'
  | 'datas_not_found'
  | 'already_registered'
  | 'person_already_registered';

const MESSAGES: Record<CabinetFailureCode, string> = {
  wrong_code: 'The code is incorrect',
  code_locked: 'Too many wrong codes; request a new code',
  code_expired: 'The code has expired or was already used; request a new code',
  datas_not_found: 'No person with this passport and birthday in the registry',
  already_registered: 'This account is already linked to another person',
  person_already_registered: 'This person is already linked to another account',
};

/** The insurer's refusal: HTTP 200, error 1, `error_message` for the spec's front end, `code` to branch on. */
export function cabinetFailure(code: CabinetFailureCode, attemptsLeft?: number): CabinetFailure {
  const answer: CabinetFailure = {
    error: 1,
    result: false,
    message: MESSAGES[code],
    error_message: MESSAGES[code],
    code,
  };
  return attemptsLeft === undefined ? answer : { ...answer, attempts_left: attemptsLeft };
}

export const SUCCESS = { error: 0, result: true, message: 'success' } as const;
