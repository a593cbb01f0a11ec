import { defineConfig } from 'vite';
import { appConfig } from '../../tools/build/vite.mjs';

// Assets live under /_site/; pages are served by apps/api at /{lang}/... (see libs/routing).
export default defineConfig(appConfig(import.meta.dirname, { base: '/_site/' }));
