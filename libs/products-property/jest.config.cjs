module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'products-property',
  rootDir: __dirname,
};
