// The files of a publishable @polis/* library, shared by tools/generators/library.mjs (plain Node) and the Nx
// product generator (tools/generators/product): one definition of what a library is.

const json = (value) => JSON.stringify(value, null, 2) + '\n';

/**
 * Config files of `libs/<name>`, relative to the library folder, with their text.
 * @param {string} name kebab-case library name (`products-personal`)
 * @param {{ tags: string[]; description: string }} options
 * @returns {Record<string, string>}
 */
function libraryFiles(name, { tags, description }) {
  return {
    'package.json': json({
      name: `@polis/${name}`,
      version: '0.1.0',
      description,
      type: 'module',
      sideEffects: false,
      main: './dist/index.js',
      module: './dist/index.js',
      types: './dist/index.d.ts',
      exports: {
        '.': { types: './dist/index.d.ts', import: './dist/index.js' },
        './package.json': './package.json',
      },
      files: ['dist', 'README.md'],
      publishConfig: { access: 'restricted' },
    }),
    'project.json': json({
      name,
      $schema: '../../node_modules/nx/schemas/project-schema.json',
      sourceRoot: `libs/${name}/src`,
      projectType: 'library',
      tags,
      targets: {
        build: {
          executor: 'nx:run-commands',
          outputs: ['{projectRoot}/dist'],
          options: {
            cwd: '{projectRoot}',
            parallel: false,
            commands: ['vite build --config vite.config.mts', 'tsc -p tsconfig.lib.json'],
          },
        },
        test: {
          executor: 'nx:run-commands',
          options: { cwd: '{projectRoot}', command: 'jest --config jest.config.cjs' },
        },
        typecheck: {
          executor: 'nx:run-commands',
          options: { cwd: '{projectRoot}', command: 'tsc -p tsconfig.json --noEmit' },
        },
        lint: { executor: 'nx:run-commands', options: { cwd: '{projectRoot}', command: 'eslint .' } },
      },
    }),
    'tsconfig.json': json({
      extends: '../../tsconfig.base.json',
      compilerOptions: { types: ['jest', 'node', '@testing-library/jest-dom'] },
      include: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.json'],
    }),
    'tsconfig.lib.json': json({
      extends: '../../tsconfig.base.json',
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        outDir: 'dist',
        rootDir: 'src',
        types: [],
        // Other @polis libraries resolve to their built declarations (built first: build dependsOn ^build).
        paths: {
          '@polis/api-contract/paths': ['libs/api-contract/dist/paths.d.ts'],
          '@polis/*': ['libs/*/dist/index.d.ts'],
        },
      },
      include: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.json'],
      exclude: [
        'src/**/*.test.ts',
        'src/**/*.test.tsx',
        'src/testing.ts',
        'src/testing.tsx',
        'src/test-utils/**',
      ],
    }),
    'vite.config.mts': `import { defineConfig } from 'vite';
import { libraryConfig } from '../../tools/build/vite.mjs';

export default defineConfig(libraryConfig(import.meta.dirname));
`,
    'jest.config.cjs': `module.exports = { ...require('../../jest.preset.cjs'), displayName: '${name}', rootDir: __dirname };\n`,
    'README.md': `# @polis/${name}\n\n${description}.\n`,
  };
}

/**
 * tsconfig.base.json's `paths` with `@polis/<name>` added, sorted as the file keeps them.
 * @param {Record<string, string[]>} paths
 * @param {string} name
 * @returns {Record<string, string[]>}
 */
function withLibraryPath(paths, name) {
  return Object.fromEntries(
    Object.entries({ ...paths, [`@polis/${name}`]: [`libs/${name}/src/index.ts`] }).sort(([a], [b]) =>
      a.localeCompare(b),
    ),
  );
}

module.exports = { libraryFiles, withLibraryPath };
