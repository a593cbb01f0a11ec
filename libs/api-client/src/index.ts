export { api } from './api';
export {
  configureApiClient,
  defaultBaseUrl,
  apiHref,
  DEFAULT_TIMEOUT_MS,
  type ApiClientOptions,
  type ApiClientConfig,
} from './config';
export { DEV_CREDENTIALS, CHANNEL_KEYS, credentialsFromEnv, channelEnvSuffix } from './dev-credentials';
export {
  chooseCredentialKey,
  channelReducer,
  navigated,
  navigatedTo,
  selectChannel,
  RENEW_CHANNEL,
  DEFAULT_CHANNEL,
  type ChannelState,
  type NavigatedPayload,
} from './channel-slice';
export { TOKEN_HEADER, RETRY_STATUSES, type ApiExtraOptions, type ApiBaseQuery } from './base-query';
export {
  isApiError,
  apiErrorMessageId,
  rateLimitOf,
  type ApiError,
  type ApiErrorMessageId,
} from './api-error';
export {
  makeStore,
  registerApi,
  type AppStore,
  type AppDispatch,
  type RootState,
  type InjectableApi,
} from './store';
export {
  platformApi,
  useGetHealthQuery,
  useGetProductPricesQuery,
  type Health,
  type ProductPrice,
  type ProductPrices,
} from './platform-api';
export { apiClientMessages } from './api-client-messages';
