export { api } from './api';
export { configureApiClient, apiHref } from './config';
export { DEV_CREDENTIALS, credentialsFromEnv } from './dev-credentials';
export { navigated } from './channel-slice';
export type { ApiExtraOptions } from './base-query';
export { isApiError, apiErrorMessageId, rateLimitOf, type ApiError } from './api-error';
export { makeStore, type AppStore, type AppDispatch } from './store';
export { useGetProductPricesQuery } from './platform-api';
export { apiClientMessages } from './api-client-messages';
