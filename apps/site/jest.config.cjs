module.exports = { ...require('../../jest.preset.cjs'), displayName: 'site', rootDir: __dirname };
