// Tokens and reset, once for every app that uses the design system. No font file: the text is set in the
// system font stack (`--polis-font-family` in styles/tokens.css; README "Fonts" says why).
// This module is the library's one side effect (package.json `sideEffects`): the barrel itself is
// side-effect free, so apps bundle only the components they use in each chunk.
import './styles/index.css';

/**
 * Rendered once by each host app (libs/shell). It draws nothing: using it is what brings this module, and
 * with it the fonts, tokens and reset, into the app's first load whatever components the page uses.
 */
export function GlobalStyles(): null {
  return null;
}
