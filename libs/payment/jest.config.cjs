module.exports = { ...require('../../jest.preset.cjs'), displayName: 'payment', rootDir: __dirname };
