// Flat config for the whole workspace. Module boundaries follow ARCHITECTURE.md "Dependency rules".
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import jsoncParser from 'jsonc-eslint-parser';
import { fileURLToPath } from 'node:url';
import { apiLayersPlugin } from './apps/api/lint/only-down.mjs';

const productScopes = ['scope:motor', 'scope:travel', 'scope:property', 'scope:personal', 'scope:business'];
const productRule = (scope) => ({
  sourceTag: scope,
  onlyDependOnLibsWithTags: [scope, 'scope:kit', 'scope:payment', 'scope:shared'],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.nx/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs,mts}'],
    plugins: { '@nx': nx, 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver': { node: true } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Boundaries apply to source; config files may reach the shared build helpers in tools/.
    files: ['**/src/**/*.{ts,tsx}'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            // Layers
            { sourceTag: 'type:app', notDependOnLibsWithTags: ['type:app'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:data-access',
                'type:ui',
                'type:util',
                'type:contract',
              ],
            },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contract'],
            },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:contract', onlyDependOnLibsWithTags: ['type:contract'] },
            // Scopes: shared libraries know nothing of products; products never import each other.
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:payment', onlyDependOnLibsWithTags: ['scope:payment', 'scope:shared'] },
            // The product kit: what every product wizard shares, on top of the payment step.
            {
              sourceTag: 'scope:kit',
              onlyDependOnLibsWithTags: ['scope:kit', 'scope:payment', 'scope:shared'],
            },
            {
              sourceTag: 'scope:account',
              onlyDependOnLibsWithTags: ['scope:account', 'scope:payment', 'scope:shared'],
            },
            ...productScopes.map(productRule),
            // The server never bundles React code.
            {
              sourceTag: 'scope:server',
              notDependOnLibsWithTags: ['type:ui', 'type:feature', 'type:data-access'],
            },
          ],
        },
      ],
    },
  },
  // The API's layers also when ESLint runs from the workspace root (apps/api/eslint.config.mjs holds them there).
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'api-layers': apiLayersPlugin },
    rules: {
      'api-layers/only-down': [
        'error',
        { srcRoot: fileURLToPath(new URL('./apps/api/src', import.meta.url)) },
      ],
    },
  },
  // A publishable library's package.json lists what its built code imports (issue 26): @polis/* and runtime
  // libraries as dependencies, the host's singletons (react, react-dom, react-redux, @reduxjs/toolkit,
  // react-intl, react-router) as peerDependencies. Test helpers and tests are not shipped.
  {
    files: ['libs/*/package.json'],
    languageOptions: { parser: jsoncParser },
    plugins: { '@nx': nx },
    rules: {
      '@nx/dependency-checks': [
        'error',
        {
          ignoredFiles: [
            '{projectRoot}/src/**/*.test.{ts,tsx}',
            '{projectRoot}/src/test-utils/**',
            '{projectRoot}/src/testing.{ts,tsx}',
            '{projectRoot}/vite.config.mts',
            '{projectRoot}/jest.config.cjs',
          ],
          checkMissingDependencies: true,
          checkObsoleteDependencies: true,
          checkVersionMismatches: true,
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
