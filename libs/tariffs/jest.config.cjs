module.exports = { ...require('../../jest.preset.cjs'), displayName: 'tariffs', rootDir: __dirname };
