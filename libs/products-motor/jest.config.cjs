module.exports = { ...require('../../jest.preset.cjs'), displayName: 'products-motor', rootDir: __dirname };
