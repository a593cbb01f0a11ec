import { defineConfig } from 'vite';
import { libraryConfig } from '../../tools/build/vite.mjs';

export default defineConfig(libraryConfig(import.meta.dirname));
