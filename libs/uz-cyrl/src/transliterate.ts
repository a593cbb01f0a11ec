import { CYRILLIC_WORDS, LATIN_ACRONYMS, LATIN_WORDS } from './words';

/**
 * Uzbek Latin (the 1995 alphabet, as amended in 2019: oʻ gʻ with the turned comma, the tutuq belgisi ʼ) to the
 * Cyrillic alphabet, the official correspondence read backwards. What the letters alone cannot decide:
 * - `e` is `э` at the start of a word, `е` elsewhere; `ye` is `е` at the start of a word and after a vowel, `ъе`
 *   after a consonant (obyekt -> объект, subyekt -> субъект);
 * - `yo`, `yu`, `ya` are `ё`, `ю`, `я` (a soft sign before them, компьютер, is a word override);
 * - `ts` is `ц` in the loanword endings `-tsiya`, `-tsion`, `-tsial` (operatsiya -> операция) and `тс` elsewhere,
 *   where it is nearly always a stem and a suffix (ketsa -> кетса, muddatsiz -> муддатсиз); other `ц` words
 *   (litsenziya -> лицензия) are word overrides;
 * - an apostrophe after `o`/`g` makes `ў`/`ғ` (any of ʻ ' ‘ ` ’ ʼ: people type them all); between other letters
 *   it is the tutuq belgisi, `ъ` (maʼlumot -> маълумот), except the `sʼh` that only separates `с` from `ҳ`;
 * - a letter takes the case of the first Latin letter it comes from (Sh, SH -> Ш).
 * URLs, e-mail addresses, domains, codes (01A123BC), foreign words, brands ({@link LATIN_WORDS}) and international abbreviations
 * ({@link LATIN_ACRONYMS}) stay Latin; anything that is not a Latin letter is copied as it is.
 */
export function toCyrillic(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(KEPT)) {
    out += convertWords(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + convertWords(text.slice(last));
}

/**
 * Left as they are: links, e-mail addresses, bare domains (polis.uz), codes of letters and digits (01A123BC), and
 * the capitals a hint gives as an example of what to type ("masalan AA", "masalan AAF", "masalan I-TN"): a
 * document's series is typed in Latin letters, so its example stays Latin on a Cyrillic page too.
 */
const KEPT =
  /(?<=\b[Mm]asalan[:,]?\s)[A-Z]{1,6}(?:-[A-Z]{1,6})?\b(?![ʻʼ'‘’`])|\b(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z\d]+\b|(?:https?:\/\/|www\.)[^\s<>"'«»]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+(?:\.[\w-]+)*\.(?:uz|com|ru|org|net|io)\b(?:\/[^\s<>"'«»]*)?/g;
const APOSTROPHES = "ʻʼ'‘’`";
const WORD = /[A-Za-z](?:[A-Za-z]|[ʻʼ'‘’`](?=[A-Za-z]))*(?:(?<=[oOgG])[ʻʼ'‘’`])?/g;

function convertWords(text: string): string {
  return text.replace(WORD, (word) => convertWord(word));
}

/** Uzbek has no `c` outside `ch` and no `w`: such a word is a foreign name. */
const FOREIGN = /c(?!h)|w/;
const LATIN_ACRONYMS_LONGEST = [...LATIN_ACRONYMS].sort((a, b) => b.length - a.length);
const LATIN_WORDS_LONGEST = [...LATIN_WORDS].sort((a, b) => b.length - a.length);
const CYRILLIC_WORDS_LONGEST = Object.keys(CYRILLIC_WORDS).sort((a, b) => b.length - a.length);

function convertWord(word: string): string {
  const acronym = LATIN_ACRONYMS_LONGEST.find(
    (a) => word.startsWith(a) && !/[A-Z]/.test(word.charAt(a.length)),
  );
  if (acronym) return acronym + letters(word.slice(acronym.length), false);
  const lower = word.toLowerCase();
  const brand = LATIN_WORDS_LONGEST.find((w) => lower.startsWith(w));
  if (brand) return word.slice(0, brand.length) + letters(word.slice(brand.length), false);
  if (FOREIGN.test(lower)) return word;
  const key = CYRILLIC_WORDS_LONGEST.find((w) => lower.startsWith(w));
  if (key)
    return withCase(CYRILLIC_WORDS[key], word.slice(0, key.length)) + letters(word.slice(key.length), false);
  return letters(word, true);
}

/** An override takes the case of the word it replaces: ALL CAPS, Capitalised or lower case. */
function withCase(cyrillic: string, latin: string): string {
  if (latin.length > 1 && latin === latin.toUpperCase()) return cyrillic.toUpperCase();
  if (latin[0] === latin[0].toUpperCase()) return cyrillic[0].toUpperCase() + cyrillic.slice(1);
  return cyrillic;
}

const SINGLE: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  d: 'д',
  f: 'ф',
  g: 'г',
  h: 'ҳ',
  i: 'и',
  j: 'ж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'қ',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  x: 'х',
  y: 'й',
  z: 'з',
};
const Y_VOWELS: Readonly<Record<string, string>> = { o: 'ё', u: 'ю', a: 'я' };
const VOWELS = 'aeiouAEIOU';

/** One word (or the rest of one after an override), letter by letter, longest combination first. */
function letters(word: string, atWordStart: boolean): string {
  let out = '';
  let i = 0;
  const isApostrophe = (k: number) => k < word.length && APOSTROPHES.includes(word.charAt(k));
  while (i < word.length) {
    const ch = word[i];
    const lo = ch.toLowerCase();
    const next = word.charAt(i + 1).toLowerCase();
    const upper = ch !== lo;
    const put = (cyrillic: string) => (out += upper ? cyrillic.toUpperCase() : cyrillic);
    const start = atWordStart && i === 0;
    const afterVowel =
      i > 0 && (VOWELS.includes(word[i - 1]) || (isApostrophe(i - 1) && /[oO]/.test(word[i - 2] ?? '')));
    if ((lo === 'o' || lo === 'g') && isApostrophe(i + 1)) {
      put(lo === 'o' ? 'ў' : 'ғ');
      i += 2;
    } else if (isApostrophe(i)) {
      // The tutuq belgisi; `sʼh` only keeps `с` and `ҳ` apart, Cyrillic needs no sign there.
      if (!(/[sS]/.test(word[i - 1] ?? '') && next === 'h'))
        out += /[A-Z]/.test(word[i - 1] ?? '') && /[A-Z]/.test(word.charAt(i + 1)) ? 'Ъ' : 'ъ';
      i += 1;
    } else if ((lo === 's' || lo === 'c') && next === 'h') {
      put(lo === 's' ? 'ш' : 'ч');
      i += 2;
    } else if (lo === 'y' && next === 'e') {
      if (!start && !afterVowel) put('ъ');
      put('е');
      i += 2;
    } else if (lo === 'y' && next in Y_VOWELS && !isApostrophe(i + 2)) {
      put(Y_VOWELS[next]);
      i += 2;
    } else if (lo === 't' && next === 's' && /^(iya|ion|ial)/i.test(word.slice(i + 2))) {
      put('ц');
      i += 2;
    } else if (lo === 'e') {
      put(start ? 'э' : 'е');
      i += 1;
    } else {
      put(SINGLE[lo] ?? ch);
      i += 1;
    }
  }
  return out;
}
