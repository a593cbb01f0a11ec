module.exports = { ...require('../../jest.preset.cjs'), displayName: 'api-contract', rootDir: __dirname };
