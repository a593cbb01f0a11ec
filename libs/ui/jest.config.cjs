const path = require('node:path');
const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'ui',
  rootDir: __dirname,
  // `@polis/i18n/testing` is not in tsconfig.base.json paths yet, so Jest gets it here (see tsconfig.json).
  moduleNameMapper: {
    '^@polis/i18n/testing$': path.join(__dirname, '../i18n/src/testing.tsx'),
    ...preset.moduleNameMapper,
  },
};
