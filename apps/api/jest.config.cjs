const preset = require('../../jest.preset.cjs');

// The server runs in Node: no jsdom, and Node's export conditions (the preset's [''] targets browsers).
// light-my-request (fastify.inject) requires cookie 2, which is ESM only: Node 20.19 loads it natively,
// Jest's module runtime does not, so it goes through the transform like the preset's other ESM deps.
module.exports = {
  ...preset,
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons'] },
  transformIgnorePatterns: preset.transformIgnorePatterns.map((p) => p.replace('(?!(', '(?!(cookie|')),
};
