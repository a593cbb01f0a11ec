import type { Lang } from '@polis/routing';
import { loadCyrillic } from './local-names';

export type Messages = Readonly<Record<string, string>>;
/** Per-language lazy loaders of one library's catalogue: each language is its own chunk. */
export type MessageSource = Readonly<Record<Lang, () => Promise<Messages>>>;

/** Merges the catalogues of several libraries into one loader per language. */
export function combineMessageSources(...sources: readonly MessageSource[]) {
  return async (lang: Lang): Promise<Messages> => {
    const [parts] = await Promise.all([
      Promise.all(sources.map((source) => source[lang]())),
      lang === 'uz-cyrl' ? loadCyrillic() : null,
    ]);
    return Object.assign({}, ...parts);
  };
}

/** Unwraps `import('./x.json')` in Vite (default export) and in Jest/CommonJS alike. */
export const jsonModule = (mod: { default?: Messages } | Messages): Messages =>
  ((mod as { default?: Messages }).default ?? mod) as Messages;
