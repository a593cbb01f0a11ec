module.exports = { ...require('../../jest.preset.cjs'), displayName: 'account', rootDir: __dirname };
