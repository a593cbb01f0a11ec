// The generators', the build helpers' and the workspace checks' tests: Node (no jsdom), the workspace's swc transform; templates under files/ are data.
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'tools',
  rootDir: __dirname,
  testEnvironment: 'node',
  testEnvironmentOptions: {},
  testMatch: ['<rootDir>/generators/**/*.test.ts', '<rootDir>/build/**/*.test.ts', '<rootDir>/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/files/'],
};
