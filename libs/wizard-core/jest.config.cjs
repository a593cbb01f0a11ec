module.exports = { ...require('../../jest.preset.cjs'), displayName: 'wizard-core', rootDir: __dirname };
