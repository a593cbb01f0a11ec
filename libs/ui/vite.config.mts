import { defineConfig } from 'vite';
import { libraryConfig } from '../../tools/build/vite.mjs';

const base = libraryConfig(import.meta.dirname);

// Vite extracts the library's CSS to dist/styles.css; the entry imports it so that `import '@polis/ui'`
// brings the styles along for consumers of the built package, as the source does inside the monorepo.
export default defineConfig({
  ...base,
  build: {
    ...base.build,
    lib: { ...base.build.lib, cssFileName: 'styles' },
    rollupOptions: {
      ...base.build.rollupOptions,
      output: { banner: (chunk: { isEntry: boolean }) => (chunk.isEntry ? "import './styles.css';" : '') },
    },
  },
});
