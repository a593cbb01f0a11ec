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
import {
  INSTALLMENT_PATHS,
  PAYMENT_PATHS,
  PROMO_PATHS,
  SUBSCRIPTION_PATHS,
  type EndpointPath,
} from '@polis/api-contract/paths';
import { checkCall, type CheckIds, type CheckKind } from './model/check-request';
import type { PaidCheck } from './model/issued-policy';

/**
 * The check answers `error: 1` (payment_not_made) as an ApiError; a resolved call is always the paid shape.
 * Every refusal below (HTTP 200 with `error: 1`) likewise arrives as an ApiError: resolved data is success.
 */
export type PaidContract = PaidCheck;

/** The calls whose texts (provider names, SMS, promo descriptions and refusals) follow the page language. */
const withLang: ApiExtraOptions = { lang: true };

/** The request of an endpoint that takes its arguments as the JSON body. */
const callTo =
  ({ method, path }: EndpointPath) =>
  (body: unknown) => ({ url: path, method, body });

const PROVIDERS = 'PaymentProviders';
const SUBSCRIPTION = 'Subscription';

/** Every payment call of spec 000 section 7 and the promo codes of spec 001. */
export const paymentApi = api.enhanceEndpoints({ addTagTypes: [PROVIDERS, SUBSCRIPTION] }).injectEndpoints({
  endpoints: (build) => ({
    getPaymentProviders: build.query<GetPaymentResponse, GetPaymentRequest>({
      query: callTo(PAYMENT_PATHS.getPayment),
      extraOptions: withLang,
      // Payme's link encodes the amount: a promo code must refresh the list.
      providesTags: (_r, _e, { contract_id }) => [{ type: PROVIDERS, id: contract_id }],
    }),
    initializePayment: build.mutation<PaymentInitializeResponse, PaymentInitializeRequest>({
      query: callTo(PAYMENT_PATHS.initialize),
      extraOptions: withLang,
    }),
    checkContractPayment: build.mutation<PaidContract, ContractCheckRequest>({
      query: callTo(PAYMENT_PATHS.check),
    }),
    /** The product's own check call (see model/check-request). */
    checkPayment: build.mutation<PaidContract, CheckIds & { readonly kind: CheckKind }>({
      query: ({ kind, ...ids }) => checkCall(kind, ids),
    }),
    sendPaymeInvoice: build.mutation<PaymeInvoiceResponse, PaymeInvoiceRequest>({
      query: callTo(PAYMENT_PATHS.paymePhone),
      extraOptions: withLang,
    }),

    createCardSubscription: build.mutation<SubscriptionPending, SubscriptionCreateCardRequest>({
      query: callTo(SUBSCRIPTION_PATHS.createCard),
      extraOptions: withLang,
    }),
    resubscribeCard: build.mutation<SubscriptionPending, SubscriptionResubscribeRequest>({
      query: callTo(SUBSCRIPTION_PATHS.resubscribe),
      extraOptions: withLang,
    }),
    verifySubscription: build.mutation<SubscriptionState, SubscriptionVerifyRequest>({
      query: callTo(SUBSCRIPTION_PATHS.verify),
      invalidatesTags: (result) => (result ? [{ type: SUBSCRIPTION, id: result.data.contract_id }] : []),
    }),
    getSubscription: build.query<SubscriptionState, SubscriptionGetRequest>({
      query: callTo(SUBSCRIPTION_PATHS.get),
      providesTags: (_r, _e, { contract_id }) => [{ type: SUBSCRIPTION, id: contract_id }],
    }),
    cancelSubscription: build.mutation<SubscriptionState, SubscriptionCancelRequest>({
      query: callTo(SUBSCRIPTION_PATHS.cancel),
      invalidatesTags: (result) => (result ? [{ type: SUBSCRIPTION, id: result.data.contract_id }] : []),
    }),

    checkInstallmentBuyer: build.mutation<UzumCheckUserStatus, UzumCheckUserStatusRequest>({
      query: callTo(INSTALLMENT_PATHS.status),
    }),
    createInstallmentOrder: build.mutation<UzumCreateOrder, UzumCreateOrderRequest>({
      query: callTo(INSTALLMENT_PATHS.createOrder),
      extraOptions: withLang,
    }),
    confirmInstallmentContract: build.mutation<UzumConfirmContract, UzumConfirmContractRequest>({
      query: callTo(INSTALLMENT_PATHS.confirm),
    }),

    applyPromoCode: build.mutation<PromoApplied, PromoCheckRequest>({
      query: callTo(PROMO_PATHS.check),
      extraOptions: withLang,
      invalidatesTags: (result, _e, { contract_id }) =>
        result ? [{ type: PROVIDERS, id: contract_id }] : [],
    }),
    cancelPromoCode: build.mutation<PromoApplied, PromoCancelRequest>({
      query: callTo(PROMO_PATHS.cancel),
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
