// Shared Vite settings for host apps and publishable libraries.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { viteAliases, workspaceRoot } from './paths.mjs';

/** Externals for library builds: every bare import that is not relative stays a dependency. */
const isExternal = (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');

export function libraryConfig(dirname) {
  const name = path.basename(dirname);
  return {
    root: dirname,
    plugins: [react()],
    build: {
      outDir: path.join(dirname, 'dist'),
      emptyOutDir: true,
      sourcemap: true,
      lib: { entry: path.join(dirname, 'src/index.ts'), formats: ['es'], fileName: 'index' },
      rollupOptions: { external: isExternal },
    },
    logLevel: 'warn',
    name,
  };
}

/** Build id: CI's commit when given, else the build time. Written to version.json for deployment checks. */
const buildVersion = process.env.POLIS_VERSION || new Date().toISOString();

/** Emits version.json next to index.html; the running app polls it to notice a new deployment. */
const versionFile = () => ({
  name: 'polis-version-file',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version: buildVersion }) });
  },
});

export function appConfig(dirname, { base = '/' } = {}) {
  const name = path.basename(dirname);
  return {
    root: dirname,
    base,
    plugins: [react(), versionFile()],
    define: { 'import.meta.env.VITE_POLIS_VERSION': JSON.stringify(buildVersion) },
    resolve: { alias: viteAliases() },
    build: {
      outDir: path.join(workspaceRoot, 'dist/apps', name),
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
    },
    server: { port: Number(process.env.VITE_PORT ?? 4200), strictPort: true },
  };
}
