import { api, type ApiExtraOptions } from '@polis/api-client';
import type {
  ContractCheckRequest,
  GetPaymentRequest,
  GetPaymentResponse,
  PaymeInvoiceRequest,
  PaymeInvoiceResponse,
  PaymentInitializeRequest,
  PaymentInitializeResponse,
  PromoApplied,
  PromoCancelRequest,
  PromoCheckRequest,
  SubscriptionCancelRequest,
  SubscriptionCreateCardRequest,
  SubscriptionGetRequest,
  SubscriptionPending,
  SubscriptionResubscribeRequest,
  SubscriptionState,
  SubscriptionVerifyRequest,
  UzumCheckUserStatus,
  UzumCheckUserStatusRequest,
  UzumConfirmContract,
  UzumConfirmContractRequest,
  UzumCreateOrder,
  UzumCreateOrderRequest,
} from '@polis/api-contract';
import { checkCall, type CheckIds, type CheckKind } from './model/check-request';
import type { PaidCheck } from './model/issued-policy';

/**
 * The check answers `error: 1` (payment_not_made) as an ApiError; a resolved call is always the paid shape.
 * Every refusal below (HTTP 200 with `error: 1`) likewise arrives as an ApiError: resolved data is success.
 */
export type PaidContract = PaidCheck;

/** The calls whose texts (provider names, SMS, promo descriptions and refusals) follow the page language. */
const withLang: ApiExtraOptions = { lang: true };

const PROVIDERS = 'PaymentProviders';
const SUBSCRIPTION = 'Subscription';

/** Every payment call of spec 000 section 7 and the promo codes of spec 001. */
export const paymentApi = api.enhanceEndpoints({ addTagTypes: [PROVIDERS, SUBSCRIPTION] }).injectEndpoints({
  endpoints: (build) => ({
    getPaymentProviders: build.query<GetPaymentResponse, GetPaymentRequest>({
      query: (body) => ({ url: '/contract/get-payment', method: 'POST', body }),
      extraOptions: withLang,
      // Payme's link encodes the amount: a promo code must refresh the list.
      providesTags: (_r, _e, { contract_id }) => [{ type: PROVIDERS, id: contract_id }],
    }),
    initializePayment: build.mutation<PaymentInitializeResponse, PaymentInitializeRequest>({
      query: (body) => ({ url: '/payment/initialize', method: 'POST', body }),
      extraOptions: withLang,
    }),
    checkContractPayment: build.mutation<PaidContract, ContractCheckRequest>({
      query: (body) => ({ url: '/sayt/contract/check', method: 'POST', body }),
    }),
    /** The product's own check call (see model/check-request). */
    checkPayment: build.mutation<PaidContract, CheckIds & { readonly kind: CheckKind }>({
      query: ({ kind, ...ids }) => checkCall(kind, ids),
    }),
    sendPaymeInvoice: build.mutation<PaymeInvoiceResponse, PaymeInvoiceRequest>({
      query: (body) => ({ url: '/sayt/payment/payme', method: 'POST', body }),
      extraOptions: withLang,
    }),

    createCardSubscription: build.mutation<SubscriptionPending, SubscriptionCreateCardRequest>({
      query: (body) => ({ url: '/web/subscription/create-card', method: 'POST', body }),
      extraOptions: withLang,
    }),
    resubscribeCard: build.mutation<SubscriptionPending, SubscriptionResubscribeRequest>({
      query: (body) => ({ url: '/web/subscription/resubscribe', method: 'POST', body }),
      extraOptions: withLang,
    }),
    verifySubscription: build.mutation<SubscriptionState, SubscriptionVerifyRequest>({
      query: (body) => ({ url: '/web/subscription/verify', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [{ type: SUBSCRIPTION, id: result.data.contract_id }] : []),
    }),
    getSubscription: build.query<SubscriptionState, SubscriptionGetRequest>({
      query: (body) => ({ url: '/web/subscription/get', method: 'POST', body }),
      providesTags: (_r, _e, { contract_id }) => [{ type: SUBSCRIPTION, id: contract_id }],
    }),
    cancelSubscription: build.mutation<SubscriptionState, SubscriptionCancelRequest>({
      query: (body) => ({ url: '/web/subscription/cancel', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [{ type: SUBSCRIPTION, id: result.data.contract_id }] : []),
    }),

    checkInstallmentBuyer: build.mutation<UzumCheckUserStatus, UzumCheckUserStatusRequest>({
      query: (body) => ({ url: '/uzumnasiya/check-user-status', method: 'POST', body }),
    }),
    createInstallmentOrder: build.mutation<UzumCreateOrder, UzumCreateOrderRequest>({
      query: (body) => ({ url: '/uzumnasiya/create-order', method: 'POST', body }),
      extraOptions: withLang,
    }),
    confirmInstallmentContract: build.mutation<UzumConfirmContract, UzumConfirmContractRequest>({
      query: (body) => ({ url: '/uzumnasiya/confirm-contract', method: 'POST', body }),
    }),

    applyPromoCode: build.mutation<PromoApplied, PromoCheckRequest>({
      query: (body) => ({ url: '/promocode/check_promocode', method: 'POST', body }),
      extraOptions: withLang,
      invalidatesTags: (result, _e, { contract_id }) =>
        result ? [{ type: PROVIDERS, id: contract_id }] : [],
    }),
    cancelPromoCode: build.mutation<PromoApplied, PromoCancelRequest>({
      query: (body) => ({ url: '/promocode/cancel_promocode', method: 'POST', body }),
      extraOptions: withLang,
      invalidatesTags: (result, _e, { contract_id }) =>
        result ? [{ type: PROVIDERS, id: contract_id }] : [],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetPaymentProvidersQuery,
  useInitializePaymentMutation,
  useCheckContractPaymentMutation,
  useCheckPaymentMutation,
  useSendPaymeInvoiceMutation,
  useCreateCardSubscriptionMutation,
  useResubscribeCardMutation,
  useVerifySubscriptionMutation,
  useGetSubscriptionQuery,
  useCancelSubscriptionMutation,
  useCheckInstallmentBuyerMutation,
  useCreateInstallmentOrderMutation,
  useConfirmInstallmentContractMutation,
  useApplyPromoCodeMutation,
  useCancelPromoCodeMutation,
} = paymentApi;
