import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANG, isAdKey, matchRoute, splitLang, type Lang } from '@polis/routing';

/** Channel of the renewal partner; its credential is chosen by path, not by an `ad` segment. */
export const RENEW_CHANNEL = 'renew';
/** Channel of the insurer's own site: the credential when no (known) `ad` segment is present. */
export const DEFAULT_CHANNEL = 'site';

/**
 * Credential choice per navigation, in the order of spec 000 section 6: a path containing "renew"
 * (the `o-renew/...` routes) wins over any `ad`, then a missing `ad` gives the site, then a known ad key,
 * and an unknown one falls back to the site so a mistyped partner link still sells.
 */
export function chooseCredentialKey(pathname: string, ad: string | undefined): string {
  if (pathname.toLowerCase().includes('renew')) return RENEW_CHANNEL;
  if (ad === undefined || ad === '') return DEFAULT_CHANNEL;
  return isAdKey(ad) ? ad : DEFAULT_CHANNEL;
}

export interface ChannelState {
  /** Channel key; the base query maps it to a configured credential. */
  readonly key: string;
  /** Language for endpoints that ask for a `lang` header. */
  readonly language: Lang;
}

export interface NavigatedPayload {
  readonly pathname: string;
  readonly ad: string | undefined;
  /** The page's language; when omitted, the path's prefix, else the previous language. */
  readonly lang?: Lang;
}

const initialState: ChannelState = { key: DEFAULT_CHANNEL, language: DEFAULT_LANG };

export const channelSlice = createSlice({
  name: 'channel',
  initialState,
  reducers: {
    navigated(state, { payload }: PayloadAction<NavigatedPayload>) {
      return {
        key: chooseCredentialKey(payload.pathname, payload.ad),
        language: payload.lang ?? splitLang(payload.pathname).lang ?? state.language,
      };
    },
  },
});

export const { navigated } = channelSlice.actions;

/**
 * `navigated` for a browser path, with `ad` and the language read through the route table. Dispatch it
 * before the new page renders (e.g. from `router.subscribe`): queries start in child effects, which run
 * before a layout's effect could update the channel.
 */
export const navigatedTo = (pathname: string) =>
  navigated({
    pathname,
    ad: matchRoute(pathname)?.params.ad,
    lang: splitLang(pathname).lang ?? undefined,
  });
export const channelReducer = channelSlice.reducer;

/** Reads the channel from any store that mounts the slice under `channel`; defaults otherwise. */
export function selectChannel(state: unknown): ChannelState {
  const channel = (state as { channel?: ChannelState } | null)?.channel;
  return channel ?? initialState;
}
