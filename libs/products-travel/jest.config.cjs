module.exports = { ...require('../../jest.preset.cjs'), displayName: 'products-travel', rootDir: __dirname };
