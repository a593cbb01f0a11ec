import { cyrillicMessage } from './message';

type Catalogue = Readonly<Record<string, string>>;

/**
 * A library's Cyrillic catalogue, made when the apps build: every message of its `uz.json` transliterated, then
 * its committed `uz-cyrl.json`, which holds only the messages the letter and word rules get wrong.
 */
export function cyrillicCatalogue(uz: Catalogue, overrides: Catalogue = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, message] of Object.entries(uz)) out[id] = overrides[id] ?? cyrillicMessage(message);
  return out;
}
