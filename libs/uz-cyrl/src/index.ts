export { toCyrillic } from './transliterate';
export { cyrillicMessage } from './message';
export { cyrillicCatalogue } from './catalogue';
export { LATIN_WORDS, LATIN_ACRONYMS, CYRILLIC_WORDS } from './words';
