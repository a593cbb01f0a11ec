/**
 * Advertising and partner channels (spec 000 section 6). The `ad` route segment selects the credential
 * sent with every request. The spec names "meta, yandex, poisk and dv variants for ru and uz"; we spell
 * them `<source>-<lang>`.
 */
export const AD_KEYS = [
  'beeline',
  'ipakyuli',
  'bankuz',
  'uklon',
  'anor',
  'paynet',
  'autostrada',
  'davrbank',
  'click',
  'site',
  'meta-ru',
  'meta-uz',
  'yandex-ru',
  'yandex-uz',
  'poisk-ru',
  'poisk-uz',
  'dv-ru',
  'dv-uz',
] as const;
export type AdKey = (typeof AD_KEYS)[number];

export const isAdKey = (value: unknown): value is AdKey =>
  typeof value === 'string' && (AD_KEYS as readonly string[]).includes(value);
