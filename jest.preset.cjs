// Shared Jest settings: swc transform, @polis/* paths from tsconfig.base.json, jsdom with Node's fetch.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = {
  '\\.(css|svg|png|jpg|woff2?)$': path.join(__dirname, 'tools/build/jest-file-stub.cjs'),
};
for (const [name, [target]] of Object.entries(compilerOptions.paths)) {
  moduleNameMapper[`^${name.replace(/\//g, '\\/')}$`] = path.join(__dirname, target);
}

module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: {
    // The Cyrillic catalogue as the build makes it from uz.json (the committed file holds only overrides).
    '[\\\\/]messages[\\\\/]uz-cyrl\\.json$': path.join(__dirname, 'tools/build/jest-uz-cyrl-transform.cjs'),
    '^.+\\.(t|j|mj|cj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(react-intl|@formatjs|intl-messageformat|msw|@mswjs|until-async|rettime|@open-draft|@bundled-es-modules)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  moduleNameMapper,
  setupFilesAfterEnv: [path.join(__dirname, 'tools/build/jest-setup.cjs')],
  globalSetup: path.join(__dirname, 'tools/build/jest-global-setup.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // CI runs two projects at once on two cores: a PDF render or a user-event form that takes 3 s here can pass
  // Jest's 5 s default there. Slowness is measured by the benchmarks in tools/, not by test time-outs.
  testTimeout: 20_000,
};
