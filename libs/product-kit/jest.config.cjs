module.exports = { ...require('../../jest.preset.cjs'), displayName: 'product-kit', rootDir: __dirname };
