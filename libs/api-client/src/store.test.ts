import { createApi } from '@reduxjs/toolkit/query';
import { makeStore, registerApi } from './store';
import { navigated } from './channel-slice';

/** An API of its own (the shared one registers when api.ts loads), answering from memory. */
function memoryApi(reducerPath: string) {
  let calls = 0;
  const api = createApi({
    reducerPath,
    baseQuery: async (arg: string) => ({ data: `${arg}#${++calls}` }),
    endpoints: (build) => ({ echo: build.query<string, string>({ query: (arg) => arg }) }),
  });
  return { api, calls: () => calls };
}

describe('makeStore', () => {
  it('keeps the channel from the start, with no API registered', () => {
    const store = makeStore();
    store.dispatch(navigated({ pathname: '/ru/o-renew/500001/77', ad: undefined }));
    expect(store.getState().channel).toEqual({ key: 'renew', language: 'ru' });
  });

  it('gives a store made before an API loads its reducer and middleware when it registers', async () => {
    const store = makeStore();
    const late = memoryApi('lateApi');
    expect(store.getState()).not.toHaveProperty('lateApi');
    registerApi(late.api);
    expect(store.getState()).toHaveProperty('lateApi');

    const first = await store.dispatch(late.api.endpoints.echo.initiate('a'));
    expect(first.data).toBe('a#1');
    // The middleware runs: the cached answer is reused, not fetched again.
    const again = await store.dispatch(late.api.endpoints.echo.initiate('a'));
    expect(again.data).toBe('a#1');
    expect(late.calls()).toBe(1);
    const state = (
      store.getState() as unknown as Record<string, { config: { middlewareRegistered: unknown } }>
    ).lateApi;
    expect(state.config.middlewareRegistered).toBe(true);
  });

  it('gives a store made after an API registered that API at once, keeping the preloaded channel', async () => {
    const early = memoryApi('earlyApi');
    registerApi(early.api);
    const store = makeStore({ channel: { key: 'beeline', language: 'en' } });
    expect(store.getState().channel).toEqual({ key: 'beeline', language: 'en' });
    const result = await store.dispatch(early.api.endpoints.echo.initiate('b'));
    expect(result.data).toBe('b#1');
  });
});
