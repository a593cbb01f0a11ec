// Fonts, tokens and reset, once for every app that uses the design system. The Inter faces are imported
// here, not from CSS: in the library build they stay bare imports, so the host app's bundler emits the
// woff2 files as hashed assets instead of inlining every subset into our CSS. Each weight file holds all
// subsets behind unicode-range, so a page downloads only the Latin or Cyrillic it shows.
// This module is the library's one side effect (package.json `sideEffects`): the barrel itself is
// side-effect free, so apps bundle only the components they use in each chunk.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './styles/index.css';

/**
 * Rendered once by each host app (libs/shell). It draws nothing: using it is what brings this module, and
 * with it the fonts, tokens and reset, into the app's first load whatever components the page uses.
 */
export function GlobalStyles(): null {
  return null;
}
