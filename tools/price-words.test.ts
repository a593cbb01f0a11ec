import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// How the product libraries' English texts write money: as the totals beside them do (`60 000 UZS`, spaces
// between thousands; UZS, not the Uzbek or Russian word), so an intro, an add-on and a total agree.
const root = path.resolve(__dirname, '..');
const catalogues = readdirSync(path.join(root, 'libs'))
  .filter((lib) => lib.startsWith('products-') || lib === 'product-kit' || lib === 'payment')
  .map((lib) => path.join(root, 'libs', lib, 'src/messages/en.json'));

describe("the product pages' English prices", () => {
  it.each(catalogues.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
    const texts = Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
    expect(texts.filter(([, text]) => /\d,\d{3}(?![\d])/.test(text) && /UZS/.test(text))).toEqual([]);
    expect(texts.filter(([, text]) => /soʻm|сум\b/.test(text))).toEqual([]);
  });
});
