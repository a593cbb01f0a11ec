import { http, HttpResponse } from 'msw';
import { platformApi } from './platform-api';
import { makeStore } from './store';
import { apiUrl, configureTestApiClient, setupApiServer } from './testing';

setupApiServer(
  http.get(apiUrl('/site/products'), () =>
    HttpResponse.json({ products: [{ key: 'osago', priceFrom: 168000 }] }),
  ),
  http.get(apiUrl('/health'), () => HttpResponse.json({ status: 'ok', version: '0.1.0' })),
);

beforeEach(() => configureTestApiClient());

it('loads the starting prices of the catalogue', async () => {
  const store = makeStore();
  const result = await store.dispatch(platformApi.endpoints.getProductPrices.initiate());
  expect(result.data?.products).toEqual([{ key: 'osago', priceFrom: 168000 }]);
});

it('loads the health of the API', async () => {
  const result = await makeStore().dispatch(platformApi.endpoints.getHealth.initiate());
  expect(result.data).toEqual({ status: 'ok', version: '0.1.0' });
});
