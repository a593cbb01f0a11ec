module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'products-personal',
  rootDir: __dirname,
};
