import { apiErrorMessageId, isApiError } from '@polis/api-client';
import type { SubscriptionStatusCode } from '@polis/api-contract';
import { failureCode, isRefusal } from './failure-code';

/** Platform answers every payment call may give, with texts of their own (apps/api payments README). */
const PLATFORM_MESSAGES: Readonly<Record<string, string>> = {
  rate_limited: 'payment.error.rateLimited',
  contract_already_paid: 'payment.error.alreadyPaid',
  contract_not_payable: 'payment.error.notPayable',
  vehicle_already_insured: 'payment.error.vehicleInsured',
  contract_not_found: 'payment.error.notFound',
  provider_unavailable: 'payment.error.unavailable',
  invalid_phone: 'payment.error.invalidPhone',
  contract_not_paid: 'payment.autoPayment.error.notPaid',
  subscription_not_found: 'payment.autoPayment.error.notFound',
};

/** Which rule refused a car's payment (`details.cover` of 409 vehicle_already_insured): OSAGO or an own-damage cover. */
function refusedCover(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return undefined;
  const body = (error.data as { error?: { details?: { cover?: unknown } } }).error;
  return typeof body?.details?.cover === 'string' ? body.details.cover : undefined;
}

/** A text for a platform answer, else the generic network/server/unknown text of api-client. */
export function platformMessageId(error: unknown): string {
  const code = failureCode(error);
  if (code === 'vehicle_already_insured' && refusedCover(error) === 'own_damage')
    return 'payment.error.vehicleInsuredOwnDamage';
  return (code && PLATFORM_MESSAGES[code]) || apiErrorMessageId(error);
}

/**
 * The provider list's refusal of the contract itself (409: paid already, not payable, the car insured by
 * another application; 404: not found): no way of paying can succeed, so the step says why instead of
 * offering the save's links. Anything else (the network, a 5xx) is null: the save's links stay on offer.
 */
export function providersRefusalMessageId(error: unknown): string | null {
  if (!isApiError(error) || (error.status !== 409 && error.status !== 404)) return null;
  return platformMessageId(error);
}

/** Card processor and code refusals the front end names (contract `SUBSCRIPTION_STATUS_CODES`). */
const CARD_CODES: ReadonlySet<string> = new Set([
  'card_not_found',
  'card_declined',
  'card_expired',
  'phone_not_found',
  'password_incorrect',
  'code_expired',
  'subscription_locked',
  'subscription_not_pending',
] satisfies readonly SubscriptionStatusCode[]);

export type CardFlowMode = 'pay' | 'resubscribe';
export type CardFlowStage = 'card' | 'code';

/**
 * Spec 000 section 8: "Subscription code failure: password_incorrect; re-subscribe failure:
 * maybe-data-is-incorrect; card creation and verification rethrow the server status_code" - each status_code
 * has its own text (`payment.card.error.<status_code>`); one we do not know yet gets a general refusal text.
 */
export function cardFailureMessageId(error: unknown, mode: CardFlowMode, stage: CardFlowStage): string {
  if (!isRefusal(error)) return platformMessageId(error);
  if (mode === 'resubscribe' && stage === 'card') return 'payment.error.maybeDataIncorrect';
  const code = failureCode(error);
  return code && CARD_CODES.has(code) ? `payment.card.error.${code}` : 'payment.card.error.other';
}

/** Spec 000 section 8: "Installment failures: cant-get-ins-for-installment-pay", whatever the reason. */
export const INSTALLMENT_FAILURE = 'payment.installment.error';

/**
 * Spec 000 section 8: "Payment check error 1: payment_not_made" (the user stays on the step). A product whose
 * check says it with another code passes it (`notPaidCodeOf` its check kind).
 */
export function checkFailureMessageId(error: unknown, notPaidCode = 1): string {
  return isRefusal(error) && isApiError(error) && error.code === notPaidCode
    ? 'payment.notPaid'
    : platformMessageId(error);
}
