import { delay, http, HttpResponse } from 'msw';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { AD_KEYS } from '@polis/routing';
import { api } from './api';
import { navigated } from './channel-slice';
import { DEV_CREDENTIALS } from './dev-credentials';
import { makeStore } from './store';
import { apiUrl, configureTestApiClient, setupApiServer } from './testing';

// Probe endpoints so each test states its method, body and options at the call site.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, FetchArgs>({ query: (args) => args }),
    probeWithLang: build.query<unknown, string>({ query: (url) => url, extraOptions: { lang: true } }),
    probeMutation: build.mutation<unknown, FetchArgs>({ query: (args) => args }),
  }),
  overrideExisting: 'throw',
});

const server = setupApiServer();

interface Seen {
  readonly method: string;
  readonly headers: Headers;
}

/** Answers `path` with the given responses in turn (the last one repeats) and records every request. */
function respond(
  method: 'get' | 'post',
  path: string,
  ...responses: Array<() => Response | Promise<Response>>
) {
  const seen: Seen[] = [];
  server.use(
    http[method](apiUrl(path), ({ request }) => {
      seen.push({ method: request.method, headers: request.headers });
      return responses[Math.min(seen.length, responses.length) - 1]();
    }),
  );
  return seen;
}

const ok = () => HttpResponse.json({ ok: true });
const status = (code: number) => () =>
  HttpResponse.json({ error: { code: 'x', message: 'failed' } }, { status: code });

async function get(store = makeStore(), args: FetchArgs = { url: '/probe' }) {
  return store.dispatch(probeApi.endpoints.probe.initiate(args));
}

beforeEach(() => configureTestApiClient());

describe('headers and credentials', () => {
  it('sends Accept JSON and the site credential before any navigation', async () => {
    const seen = respond('get', '/probe', ok);
    const result = await get();
    expect(result.data).toEqual({ ok: true });
    expect(seen[0].headers.get('accept')).toBe('application/json');
    expect(seen[0].headers.get('authorization')).toBe(`Basic ${DEV_CREDENTIALS.site}`);
    expect(atob(DEV_CREDENTIALS.site)).toBe('site:site-sandbox');
  });

  it.each(AD_KEYS.map((key) => [key]))(
    'sends the %s credential after a navigation with that ad key',
    async (key) => {
      const seen = respond('get', '/probe', ok);
      const store = makeStore();
      store.dispatch(navigated({ pathname: `/uz/osago/${key}`, ad: key }));
      await get(store);
      expect(seen[0].headers.get('authorization')).toBe(`Basic ${btoa(`${key}:${key}-sandbox`)}`);
    },
  );

  it('sends the site credential for an unknown ad key', async () => {
    const seen = respond('get', '/probe', ok);
    const store = makeStore();
    store.dispatch(navigated({ pathname: '/uz/osago/nobody', ad: 'nobody' }));
    await get(store);
    expect(seen[0].headers.get('authorization')).toBe(`Basic ${DEV_CREDENTIALS.site}`);
  });

  it('sends the renewal partner credential on renew paths', async () => {
    const seen = respond('get', '/probe', ok);
    const store = makeStore();
    store.dispatch(navigated({ pathname: '/ru/o-renew/500001/77', ad: undefined }));
    await get(store);
    expect(seen[0].headers.get('authorization')).toBe(`Basic ${btoa('renew:renew-sandbox')}`);
  });

  it('sends the page language in the lang header on every call (payment links follow it)', async () => {
    const withLang = respond('get', '/payment-methods', ok);
    const without = respond('get', '/probe', ok);
    const store = makeStore();
    store.dispatch(navigated({ pathname: '/ru/osago', ad: undefined }));
    await store.dispatch(probeApi.endpoints.probeWithLang.initiate('/payment-methods'));
    await get(store);
    expect(withLang[0].headers.get('lang')).toBe('ru');
    expect(without[0].headers.get('lang')).toBe('ru');
  });

  it('sends the cabinet token beside the Basic credential when there is one', async () => {
    const seen = respond('get', '/probe', ok);
    configureTestApiClient({ getToken: () => 'session-123' });
    await get();
    expect(seen[0].headers.get('x-auth-token')).toBe('session-123');
    expect(seen[0].headers.get('authorization')).toMatch(/^Basic /);
  });

  it('declares JSON bodies as JSON and leaves FormData to the runtime', async () => {
    const seen = respond('post', '/probe', ok);
    const store = makeStore();
    await store.dispatch(
      probeApi.endpoints.probeMutation.initiate({ url: '/probe', method: 'POST', body: { a: 1 } }),
    );
    const form = new FormData();
    form.set('phone', '998901234567');
    await store.dispatch(
      probeApi.endpoints.probeMutation.initiate({ url: '/probe', method: 'POST', body: form }),
    );
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(seen[1].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('retry rule', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'retries a GET once after %i and returns the retry',
    async (code) => {
      const seen = respond('get', '/probe', status(code), ok);
      const result = await get();
      expect(seen).toHaveLength(2);
      expect(result.data).toEqual({ ok: true });
    },
  );

  it('retries only once when the retry fails too', async () => {
    const seen = respond('get', '/probe', status(503));
    const result = await get();
    expect(seen).toHaveLength(2);
    expect(result.error).toMatchObject({ status: 503, code: 'x', message: 'failed' });
  });

  it.each([400, 401, 404, 422])('does not retry a GET after %i', async (code) => {
    const seen = respond('get', '/probe', status(code), ok);
    const result = await get();
    expect(seen).toHaveLength(1);
    expect(result.error).toMatchObject({ status: code });
  });

  it('never retries a POST, even after 500', async () => {
    const seen = respond('post', '/probe', status(500), ok);
    const result = await makeStore().dispatch(
      probeApi.endpoints.probeMutation.initiate({ url: '/probe', method: 'POST', body: {} }),
    );
    expect(seen).toHaveLength(1);
    expect(result.error).toMatchObject({ status: 500 });
  });

  it('retries a GET once after a network error', async () => {
    const seen = respond('get', '/probe', () => HttpResponse.error(), ok);
    const result = await get();
    expect(seen).toHaveLength(2);
    expect(result.data).toEqual({ ok: true });
  });

  it('reports NETWORK when both attempts fail to connect', async () => {
    respond('get', '/probe', () => HttpResponse.error());
    expect((await get()).error).toMatchObject({ status: 'NETWORK' });
  });
});

describe('time-out', () => {
  const slow = async () => {
    await delay(1_000);
    return HttpResponse.json({ ok: true });
  };

  it('gives TIMEOUT after the configured time and retries a GET once', async () => {
    configureTestApiClient({ timeoutMs: 50 });
    const seen = respond('get', '/probe', slow);
    const started = Date.now();
    const result = await get();
    expect(result.error).toMatchObject({ status: 'TIMEOUT' });
    expect(seen).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('gives TIMEOUT without a retry for a POST', async () => {
    configureTestApiClient({ timeoutMs: 50 });
    const seen = respond('post', '/probe', slow);
    const result = await makeStore().dispatch(
      probeApi.endpoints.probeMutation.initiate({ url: '/probe', method: 'POST', body: {} }),
    );
    expect(result.error).toMatchObject({ status: 'TIMEOUT' });
    expect(seen).toHaveLength(1);
  });

  it('answers in time when the server is faster than the time-out', async () => {
    configureTestApiClient({ timeoutMs: 500 });
    respond('get', '/probe', async () => {
      await delay(20);
      return HttpResponse.json({ ok: true });
    });
    expect((await get()).data).toEqual({ ok: true });
  });
});

describe('ApiError from real responses', () => {
  it("turns the insurer's HTTP 200 envelope with a non-zero error into an ApiError", async () => {
    const body = { error: 3, result: false, message: 'driver_data_not_found', response: { key: 2 } };
    respond('get', '/probe', () => HttpResponse.json(body));
    expect((await get()).error).toEqual({
      status: 200,
      code: 3,
      message: 'driver_data_not_found',
      data: body,
    });
  });

  it('passes a successful envelope through as data', async () => {
    const body = { error: 0, result: true, message: 'success', response: { amount_uzs: 168000 } };
    respond('get', '/probe', () => HttpResponse.json(body));
    expect((await get()).data).toEqual(body);
  });

  it('reports PARSE for a body that is not JSON', async () => {
    respond('get', '/probe', () => HttpResponse.text('<html>maintenance</html>'));
    expect((await get()).error).toMatchObject({ status: 'PARSE', data: '<html>maintenance</html>' });
  });
});
