import { api, type ApiExtraOptions } from '@polis/api-client';
import type {
  ContractCheckPaid,
  ContractCheckRequest,
  GetPaymentRequest,
  GetPaymentResponse,
} from '@polis/api-contract';

/** The check answers `error: 1` (payment_not_made) as an ApiError; a resolved call is always the paid shape. */
export type PaidContract = ContractCheckPaid;

const withLang: ApiExtraOptions = { lang: true };

/** Calls every product's payment step makes: the provider list and the payment check. */
export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentProviders: build.query<GetPaymentResponse, GetPaymentRequest>({
      query: (body) => ({ url: '/contract/get-payment', method: 'POST', body }),
      extraOptions: withLang,
    }),
    checkContractPayment: build.mutation<PaidContract, ContractCheckRequest>({
      query: (body) => ({ url: '/sayt/contract/check', method: 'POST', body }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetPaymentProvidersQuery, useCheckContractPaymentMutation } = paymentApi;
