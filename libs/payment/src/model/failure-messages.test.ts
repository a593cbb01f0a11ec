import type { ApiError } from '@polis/api-client';
import { cardFailureMessageId, checkFailureMessageId, platformMessageId } from './failure-messages';

const card = (status_code: string): ApiError => ({
  status: 200,
  code: 1,
  data: { error: 1, result: false, status_code, code: status_code },
});
const platform = (status: number, code: string): ApiError => ({ status, code, data: { error: { code } } });

it.each([
  'card_not_found',
  'card_declined',
  'card_expired',
  'phone_not_found',
  'password_incorrect',
  'code_expired',
  'subscription_locked',
  'subscription_not_pending',
])('rethrows the card status code %s to its own text', (code) => {
  expect(cardFailureMessageId(card(code), 'pay', 'card')).toBe(`payment.card.error.${code}`);
  expect(cardFailureMessageId(card(code), 'resubscribe', 'code')).toBe(`payment.card.error.${code}`);
});

it('a status code we do not know yet gets a general refusal text', () => {
  expect(cardFailureMessageId(card('card_blocked_by_bank'), 'pay', 'card')).toBe('payment.card.error.other');
});

it('a refused re-subscription card is maybe-data-is-incorrect, as the spec says', () => {
  expect(cardFailureMessageId(card('card_declined'), 'resubscribe', 'card')).toBe(
    'payment.error.maybeDataIncorrect',
  );
});

it('platform answers and transport failures keep their own texts', () => {
  expect(cardFailureMessageId(platform(429, 'rate_limited'), 'pay', 'card')).toBe(
    'payment.error.rateLimited',
  );
  expect(cardFailureMessageId(platform(409, 'contract_already_paid'), 'pay', 'code')).toBe(
    'payment.error.alreadyPaid',
  );
  expect(platformMessageId(platform(503, 'provider_unavailable'))).toBe('payment.error.unavailable');
  expect(platformMessageId(platform(409, 'vehicle_already_insured'))).toBe('payment.error.vehicleInsured');
  const ownDamage: ApiError = {
    status: 409,
    code: 'vehicle_already_insured',
    data: { error: { code: 'vehicle_already_insured', details: { cover: 'own_damage' } } },
  };
  expect(platformMessageId(ownDamage)).toBe('payment.error.vehicleInsuredOwnDamage');
  expect(platformMessageId({ status: 'NETWORK' })).toBe('api.error.network');
  expect(platformMessageId(platform(400, 'validation'))).toBe('api.error.unknown');
});

it('the check says payment_not_made for error 1, and names the other failures', () => {
  const notPaid: ApiError = {
    status: 200,
    code: 1,
    data: { error: 1, check: false, message: 'payment_not_made' },
  };
  expect(checkFailureMessageId(notPaid)).toBe('payment.notPaid');
  expect(checkFailureMessageId(platform(404, 'contract_not_found'))).toBe('payment.error.notFound');
  expect(checkFailureMessageId({ status: 'TIMEOUT' })).toBe('api.error.timeout');
});

it("takes the product's own not-paid code: documents and sport say error 2, their error 1 being a network error", () => {
  const two: ApiError = {
    status: 200,
    code: 2,
    data: { error: 2, check: false, message: 'payment_not_made' },
  };
  const one: ApiError = { status: 200, code: 1, data: { error: 1, check: false, message: 'network' } };
  expect(checkFailureMessageId(two, 2)).toBe('payment.notPaid');
  expect(checkFailureMessageId(one, 2)).not.toBe('payment.notPaid');
  expect(checkFailureMessageId(two)).not.toBe('payment.notPaid');
});
