#!/usr/bin/env node
// Scaffolds a publishable @polis/* library: node tools/generators/library.mjs <name> --tags scope:x,type:y [--description "..."]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from '../build/paths.mjs';

const [name, ...rest] = process.argv.slice(2);
const opt = (flag, fallback) => {
  const i = rest.indexOf(flag);
  return i >= 0 ? rest[i + 1] : fallback;
};
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error('usage: library.mjs <kebab-name> --tags scope:x,type:y [--description "..."]');
  process.exit(1);
}
const tags = opt('--tags', 'scope:shared,type:util').split(',');
const description = opt('--description', `Polis ${name} library`);
const dir = path.join(workspaceRoot, 'libs', name);
if (existsSync(dir)) {
  console.error(`libs/${name} exists already`);
  process.exit(1);
}
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text.trimStart());
};
const json = (value) => JSON.stringify(value, null, 2) + '\n';

write(
  'package.json',
  json({
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
);
write(
  'project.json',
  json({
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
);
write(
  'tsconfig.json',
  json({
    extends: '../../tsconfig.base.json',
    compilerOptions: { types: ['jest', 'node', '@testing-library/jest-dom'] },
    include: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.json'],
  }),
);
write(
  'tsconfig.lib.json',
  json({
    extends: '../../tsconfig.base.json',
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      outDir: 'dist',
      rootDir: 'src',
      types: [],
      // Other @polis libraries resolve to their built declarations (built first: build dependsOn ^build).
      paths: { '@polis/*': ['libs/*/dist/index.d.ts'] },
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
);
write(
  'vite.config.mts',
  `import { defineConfig } from 'vite';
import { libraryConfig } from '../../tools/build/vite.mjs';

export default defineConfig(libraryConfig(import.meta.dirname));
`,
);
write(
  'jest.config.cjs',
  `module.exports = { ...require('../../jest.preset.cjs'), displayName: '${name}', rootDir: __dirname };\n`,
);
write('src/index.ts', `export {};\n`);
write('README.md', `# @polis/${name}\n\n${description}.\n`);

const basePath = path.join(workspaceRoot, 'tsconfig.base.json');
const base = JSON.parse(readFileSync(basePath, 'utf8'));
base.compilerOptions.paths[`@polis/${name}`] = [`libs/${name}/src/index.ts`];
base.compilerOptions.paths = Object.fromEntries(
  Object.entries(base.compilerOptions.paths).sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(basePath, JSON.stringify(base, null, 2) + '\n');
console.log(`created libs/${name} (${tags.join(', ')})`);
