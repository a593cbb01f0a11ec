module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'products-business',
  rootDir: __dirname,
};
