module.exports = { ...require('../../jest.preset.cjs'), displayName: 'i18n', rootDir: __dirname };
