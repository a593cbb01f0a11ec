import {
  applyMiddleware,
  combineReducers,
  legacy_createStore as createStore,
  type Middleware,
  type MiddlewareAPI,
  type Reducer,
  type Store,
  type UnknownAction,
} from 'redux';
import { thunk, type ThunkDispatch } from 'redux-thunk';
import type { api } from './api';
import { channelReducer } from './channel-slice';

/**
 * An RTK Query API as the store sees it. The API module registers itself when it loads (see api.ts); a host's
 * first page, which asks nothing of the API, then loads neither Redux Toolkit nor immer.
 */
export interface InjectableApi {
  readonly reducerPath: string;
  readonly reducer: Reducer;
  readonly middleware: Middleware;
}

const registered: InjectableApi[] = [];
const onRegister = new Set<(injectable: InjectableApi) => void>();

/** Adds an API's reducer and middleware to every store, those made already and those to come. */
export function registerApi(injectable: InjectableApi): void {
  if (registered.includes(injectable)) return;
  registered.push(injectable);
  for (const listener of onRegister) listener(injectable);
}

type ApiState = ReturnType<(typeof api)['reducer']>;
export interface RootState {
  readonly api: ApiState;
  readonly channel: ReturnType<typeof channelReducer>;
}

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export type AppStore = Store<RootState, UnknownAction> & { dispatch: AppDispatch };

/**
 * One store per app (and per test): the channel from the start, the shared API (with every injected endpoint)
 * as soon as its module has loaded. Plain Redux with the thunk middleware, as RTK Query needs; the API's
 * middleware sits in a slot that is filled when the API registers.
 */
export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  const apis: InjectableApi[] = [];
  const rootReducer = () =>
    combineReducers({
      channel: channelReducer,
      ...Object.fromEntries(apis.map((a) => [a.reducerPath, a.reducer])),
    }) as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>;

  // The API middleware's slot: each API's middleware is set up once for this store (RTK Query keeps its
  // state in that closure), then chained in front of the rest.
  type Next = (action: unknown) => unknown;
  const instances: ((next: Next) => Next)[] = [];
  let storeApi: MiddlewareAPI | null = null;
  let base: Next | null = null;
  let chain: Next | null = null;
  const compose = () => {
    if (base) chain = instances.reduceRight<Next>((inner, instance) => instance(inner), base);
  };
  const slot: Middleware = (middlewareApi) => {
    storeApi = middlewareApi;
    return (next) => {
      base = next as Next;
      compose();
      return (action) => (chain ?? (next as Next))(action);
    };
  };
  const wire = (injectable: InjectableApi) => {
    if (storeApi) instances.push(injectable.middleware(storeApi) as (next: Next) => Next);
    compose();
  };

  const add = (injectable: InjectableApi) => {
    if (apis.includes(injectable)) return;
    apis.push(injectable);
    // The reducer first (its REPLACE action bypasses the middleware), then the middleware, whose first
    // action tells the API reducer that it is registered.
    store.replaceReducer(rootReducer());
    wire(injectable);
  };

  apis.push(...registered);
  const store = createStore(rootReducer(), preloadedState, applyMiddleware(thunk, slot)) as AppStore;
  for (const injectable of apis) wire(injectable);
  onRegister.add(add);
  return store;
}
