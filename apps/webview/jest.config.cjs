module.exports = { ...require('../../jest.preset.cjs'), displayName: 'webview', rootDir: __dirname };
