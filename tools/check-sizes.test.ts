import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIMITS, nonBlankLines, productFiles, productSize } from './check-sizes.mjs';

function workspace(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'sizes-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

it('counts non-blank lines', () => {
  expect(nonBlankLines('a\n\n  \nb\n')).toBe(2);
});

it("counts a product's API module, front-end folder, contract and tariff; not tests, messages or READMEs", () => {
  const root = workspace({
    'apps/api/src/products/kids/kids-routes.ts': 'a\nb\n\nc\n',
    'apps/api/src/products/kids/kids.test.ts': 'x\ny\n',
    'apps/api/src/products/kids/README.md': 'x\n',
    'apps/api/src/products/kindness/kindness-routes.ts': 'x\n',
    'libs/products-personal/src/kids/kids-product.ts': 'a\nb\n',
    'libs/products-personal/src/kids/steps/kids-step.tsx': 'a\n',
    'libs/products-personal/src/kids/kids-page.test.tsx': 'x\n',
    'libs/products-personal/src/messages/en.json': '{}\n',
    'libs/products-personal/src/personal-messages.ts': 'x\n',
    'libs/api-contract/src/kids.ts': 'a\nb\n',
    'libs/tariffs/src/kids.ts': 'a\n',
    'libs/tariffs/src/kids.test.ts': 'x\n',
  });
  expect(productFiles('kids', root).sort()).toEqual([
    'apps/api/src/products/kids/kids-routes.ts',
    'libs/api-contract/src/kids.ts',
    'libs/products-personal/src/kids/kids-product.ts',
    'libs/products-personal/src/kids/steps/kids-step.tsx',
    'libs/tariffs/src/kids.ts',
  ]);
  expect(productSize('kids', root)).toBe(3 + 2 + 1 + 2 + 1);
});

it('holds the simple products to 400 lines, and they are within it', () => {
  expect(LIMITS).toMatchObject({ kids: 400, kindness: 400, documents: 400, osago: 3300 });
  for (const [key, limit] of Object.entries(LIMITS)) expect(productSize(key)).toBeLessThanOrEqual(limit);
});
