import type { ApiError } from '@polis/api-client';
import en from './en.json';
import ru from './ru.json';
import uz from './uz.json';
import { cardFailureMessageId, checkFailureMessageId, platformMessageId } from '../model/failure-messages';
import type { PaymentOption } from '../model/provider-options';
import { providerTile } from '../checkout/provider-icon';

// Ids built at run time (`payment.card.error.${code}`, status texts) or kept outside an `id` prop (tile
// descriptions) escape tools/check-i18n's literal scan.
const catalogues: Record<string, Record<string, string>> = { en, ru, uz };
const refusal = (code: string): ApiError => ({ status: 200, code: 1, data: { status_code: code } });
const platform = (code: string): ApiError => ({ status: 409, code, data: { error: { code } } });

const dynamicIds = [
  ...[
    'card_not_found',
    'card_declined',
    'card_expired',
    'phone_not_found',
    'password_incorrect',
    'code_expired',
    'subscription_locked',
    'subscription_not_pending',
    'something_new',
  ].flatMap((code) => [
    cardFailureMessageId(refusal(code), 'pay', 'card'),
    cardFailureMessageId(refusal(code), 'resubscribe', 'card'),
  ]),
  ...[
    'rate_limited',
    'contract_already_paid',
    'contract_not_payable',
    'contract_not_found',
    'provider_unavailable',
    'invalid_phone',
    'contract_not_paid',
    'subscription_not_found',
  ].map((code) => platformMessageId(platform(code))),
  checkFailureMessageId({ status: 200, code: 1 }),
  ...['active', 'pending', 'inactive'].map((status) => `payment.autoPayment.status.${status}`),
  ...(
    [
      { kind: 'link', id: 'payme', name: 'Payme', url: null },
      { kind: 'link', id: 'click', name: 'Click', url: null },
      { kind: 'link', id: 'other', name: 'Other', url: null },
      { kind: 'octo', id: 'octo', name: 'Octo' },
      { kind: 'card', id: 'card', name: 'Card' },
      { kind: 'invoice', id: 'invoice', name: 'Invoice' },
      { kind: 'installment', id: 'uzum-nasiya', name: 'Uzum Nasiya' },
    ] satisfies PaymentOption[]
  ).map((option) => providerTile(option).description),
];

it.each(Object.keys(catalogues))(
  '%s has a text for every id the payment pieces build at run time',
  (lang) => {
    const missing = dynamicIds.filter((id) => id.startsWith('payment.') && !catalogues[lang][id]);
    expect(missing).toEqual([]);
  },
);
