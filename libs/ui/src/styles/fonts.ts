// Imported from TypeScript, not from CSS: in the library build these stay bare imports, so the host app's
// bundler emits the woff2 files as hashed assets instead of inlining every subset into our CSS.
// Each weight file holds all subsets behind unicode-range, so a page only downloads Latin/Cyrillic it uses.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
