import { inflateSync } from 'node:zlib';

/**
 * PDF names that make a document act when it is opened or touched: scripts (`/JS`, `/JavaScript`), an
 * action on opening (`/OpenAction`), additional actions on pages, fields and annotations (`/AA`) and
 * launching a program (`/Launch`). A customer's work book or certificate needs none of them.
 */
export const ACTIVE_PDF_NAMES: ReadonlySet<string> = new Set([
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'Launch',
]);

/** A name token: `/` then regular characters (PDF 32000-1, 7.3.5); `#xx` escapes are decoded. */
const NAME = /\/([^\s/<>[\]()%{}]+)/g;

function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The active names found in PDF text (latin1), written plainly or with `#xx` escapes (`/J#53`). */
function activeNamesIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1]);
    if (ACTIVE_PDF_NAMES.has(name)) found.add(name);
  }
  return [...found];
}

/** At most this much inflated text per stream, and per file, is searched (an upload is at most 5 MB). */
const MAX_INFLATED_BYTES = 16 * 1024 * 1024;

/**
 * The Flate-compressed streams' contents: object streams (`/ObjStm`) hide whole dictionaries, actions
 * included, from a search of the raw bytes. A stream that does not inflate is skipped (it is not Flate).
 */
function* inflatedStreams(text: string, bytes: Buffer): Generator<string> {
  const STREAM = /stream\r?\n/g;
  let budget = MAX_INFLATED_BYTES;
  for (const match of text.matchAll(STREAM)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const dictionary = text.slice(Math.max(0, (match.index ?? 0) - 400), match.index);
    if (!/\/(FlateDecode|Fl)\b/.test(dictionary)) continue;
    try {
      const inflated = inflateSync(bytes.subarray(start, end), { maxOutputLength: budget });
      budget -= inflated.length;
      yield inflated.toString('latin1');
    } catch {
      // Not Flate, damaged, or over the budget: nothing a reader would run from it here.
    }
    if (budget <= 0) return;
  }
}

/**
 * The active names of a PDF (empty when it has none): searched in the raw bytes and in every
 * Flate-compressed stream. Other filters (ASCIIHex, LZW, ...) are not decoded: a name inside such a
 * stream is not seen (apps/api/src/uploads/README.md).
 */
export function activePdfNames(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  const found = new Set(activeNamesIn(text));
  for (const inflated of inflatedStreams(text, bytes))
    for (const name of activeNamesIn(inflated)) found.add(name);
  return [...found].sort();
}
