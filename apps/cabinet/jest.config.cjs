module.exports = { ...require('../../jest.preset.cjs'), displayName: 'cabinet', rootDir: __dirname };
