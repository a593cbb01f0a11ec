import type { UnknownAction } from 'redux';
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

const NAVIGATED = 'channel/navigated';

/**
 * The action of a navigation. Written by hand rather than with `createSlice`: the channel is part of every
 * host's first load, and Redux Toolkit (with immer) is not; it comes with the first API endpoint.
 */
export const navigated = Object.assign(
  (payload: NavigatedPayload): { type: typeof NAVIGATED; payload: NavigatedPayload } => ({
    type: NAVIGATED,
    payload,
  }),
  {
    type: NAVIGATED,
    match: (action: UnknownAction): action is { type: typeof NAVIGATED; payload: NavigatedPayload } =>
      action.type === NAVIGATED,
  },
);

export function channelReducer(state: ChannelState = initialState, action: UnknownAction): ChannelState {
  if (!navigated.match(action)) return state;
  const { payload } = action;
  return {
    key: chooseCredentialKey(payload.pathname, payload.ad),
    language: payload.lang ?? splitLang(payload.pathname).lang ?? state.language,
  };
}

/**
 * `navigated` for a browser path, with `ad` and the language read through the route table. Dispatch it
 * before the new page's effects run (the host does it in a layout effect): queries start in child effects, which run
 * before a layout's effect could update the channel.
 */
export const navigatedTo = (pathname: string) =>
  navigated({
    pathname,
    ad: matchRoute(pathname)?.params.ad,
    lang: splitLang(pathname).lang ?? undefined,
  });

/** Reads the channel from any store that mounts the slice under `channel`; defaults otherwise. */
export function selectChannel(state: unknown): ChannelState {
  const channel = (state as { channel?: ChannelState } | null)?.channel;
  return channel ?? initialState;
}
