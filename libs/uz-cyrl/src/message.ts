import { toCyrillic } from './transliterate';

/**
 * One ICU message (react-intl's syntax) in Cyrillic: only its text is transliterated. Argument names and their
 * formats (`{name}`, `{n, number}`, `{d, date, short}`), the keys of plural/select (`one`, `=0`, `other`) and
 * the tags (`<b>`, `</link>`) are copied as they are; the texts inside plural/select options and inside tags are
 * transliterated too. `#` and ICU's quoting apostrophe never occur in Uzbek texts, which write ʻ and ʼ.
 */
export function cyrillicMessage(message: string): string {
  const scanner = { text: message, at: 0 };
  return readText(scanner, false);
}

interface Scanner {
  readonly text: string;
  at: number;
}

const FORMATTED = /^\s*[\w.$-]+\s*,\s*(plural|select|selectordinal)\s*,/;

/** Text up to the end, or up to the `}` that closes an option when `inOption`. */
function readText(s: Scanner, inOption: boolean): string {
  let out = '';
  let plain = '';
  const flush = () => {
    out += toCyrillic(plain);
    plain = '';
  };
  while (s.at < s.text.length) {
    const ch = s.text[s.at];
    if (ch === '}' && inOption) break;
    if (ch === '{') {
      flush();
      out += readArgument(s);
    } else if (ch === '<' && /^<\/?[A-Za-z][\w-]*>/.test(s.text.slice(s.at))) {
      flush();
      const end = s.text.indexOf('>', s.at) + 1;
      out += s.text.slice(s.at, end);
      s.at = end;
    } else {
      plain += ch;
      s.at += 1;
    }
  }
  flush();
  return out;
}

/** `{...}` from its opening brace: copied as it is, except the option texts of plural and select. */
function readArgument(s: Scanner): string {
  const rest = s.text.slice(s.at + 1);
  const head = FORMATTED.exec(rest);
  if (!head) {
    const end = closingBrace(s.text, s.at);
    const copied = s.text.slice(s.at, end + 1);
    s.at = end + 1;
    return copied;
  }
  let out = `{${head[0]}`;
  s.at += 1 + head[0].length;
  // Options: a key (`one`, `=2`, `offset:1` before them), then `{text}`; the argument ends at `}`.
  while (s.at < s.text.length && s.text[s.at] !== '}') {
    const ch = s.text[s.at];
    if (ch === '{') {
      s.at += 1;
      out += `{${readText(s, true)}}`;
      s.at += 1;
    } else {
      out += ch;
      s.at += 1;
    }
  }
  s.at += 1;
  return `${out}}`;
}

function closingBrace(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length - 1;
}
