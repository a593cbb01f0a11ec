import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { channelReducer } from './channel-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  channel: channelReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** One store per app (and per test): the shared API, with every injected endpoint, and the channel. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
