// Jest reads `messages/uz-cyrl.json` as the Cyrillic catalogue the build makes, not as the overrides it holds.
const { cyrillicCatalogueOf } = require('./uz-cyrl.cjs');

module.exports = {
  process(_source, file) {
    return { code: JSON.stringify(cyrillicCatalogueOf(file)) };
  },
  getCacheKey(source, file) {
    const { readFileSync } = require('node:fs');
    const path = require('node:path');
    const uz = readFileSync(path.join(path.dirname(file), 'uz.json'), 'utf8');
    const lib = ['transliterate.ts', 'message.ts', 'words.ts', 'catalogue.ts']
      .map((f) => readFileSync(path.join(__dirname, '../../libs/uz-cyrl/src', f), 'utf8'))
      .join('');
    return require('node:crypto')
      .createHash('sha1')
      .update(source + uz + lib + file)
      .digest('hex');
  },
};
