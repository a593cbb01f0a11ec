module.exports = { ...require('../../jest.preset.cjs'), displayName: 'uz-cyrl', rootDir: __dirname };
