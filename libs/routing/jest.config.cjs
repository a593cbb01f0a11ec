module.exports = { ...require('../../jest.preset.cjs'), displayName: 'routing', rootDir: __dirname };
