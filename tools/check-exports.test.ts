import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkExports, publicApiOf } from './check-exports.mjs';

/** A tiny workspace in a temporary folder: `alpha` exports five names, `beta` and an app import some of them. */
function workspace(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-exports-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const alpha = {
  'libs/alpha/package.json': JSON.stringify({ name: '@polis/alpha' }),
  'libs/alpha/src/index.ts': [
    "export { price, unused as renamed } from './price';",
    "export * from './shapes';",
    "export { selfOnly } from './self';",
  ].join('\n'),
  'libs/alpha/src/price.ts': 'export const price = 1;\nexport const unused = 2;\n',
  'libs/alpha/src/shapes.ts': 'export interface Shape { readonly id: string }\nexport function listed() {}\n',
  'libs/alpha/src/self.ts': 'export const selfOnly = 3;\n',
  // The library's own test reaches a name through its own package: that is no other project's use.
  'libs/alpha/src/self.test.ts':
    "import { selfOnly, renamed } from '@polis/alpha';\nvoid selfOnly; void renamed;\n",
  'libs/alpha/README.md':
    '# @polis/alpha\n\n## Public API\n\n- `listed`: what other teams call\n\n## Notes\n\n- `renamed`\n',
};
const users = {
  'libs/beta/package.json': JSON.stringify({ name: '@polis/beta' }),
  'libs/beta/src/index.ts': "import { price } from '@polis/alpha';\nexport const twice = price * 2;\n",
  'apps/site/src/page.tsx': [
    "import type { Shape } from '@polis/alpha';",
    "import { twice } from '@polis/beta';",
    'export const shape: Shape = { id: String(twice) };',
  ].join('\n'),
};

const problemsOf = (root: string) => checkExports(root).problems.map((p) => `${p.lib}: ${p.name}`);
const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));
const make = (files: Record<string, string>) => {
  const root = workspace(files);
  roots.push(root);
  return root;
};

describe('check-exports', () => {
  it('reports the exports no other project imports and the README does not list', () => {
    const root = make({ ...alpha, ...users });
    expect(problemsOf(root)).toEqual(['alpha: renamed', 'alpha: selfOnly']);
    expect(checkExports(root).figures).toEqual({ exports: 6, used: 3, unused: 3, listed: 1, neither: 2 });
  });

  it('catches an export once its last outside import goes', () => {
    const root = make({ ...alpha, ...users, 'libs/beta/src/index.ts': 'export const twice = 2;\n' });
    expect(problemsOf(root)).toContain('alpha: price');
  });

  it('counts dynamic imports, re-exports and namespace members as use', () => {
    const root = make({
      ...alpha,
      'apps/site/src/lazy.ts': [
        "export const lazy = () => import('@polis/alpha').then((m) => m.renamed);",
        "export { selfOnly } from '@polis/alpha';",
        "import * as a from '@polis/alpha';",
        'export const p = a.price;',
      ].join('\n'),
    });
    expect(problemsOf(root)).toEqual(['alpha: Shape']);
  });

  it('reports a listed name the index does not export', () => {
    const root = make({
      ...alpha,
      ...users,
      'libs/alpha/README.md': '## Public API\n\n- `listed`, `gone`: removed since\n',
    });
    expect(problemsOf(root)).toContain('alpha: gone');
  });

  it("passes what the product generator writes into a product library's index", () => {
    const root = make({
      ...alpha,
      ...users,
      'tools/generators/product/schema.json': JSON.stringify({
        properties: { scope: { enum: ['motor'] } },
      }),
      'tools/generators/product/files/library/src/index.ts.template':
        "export { <%- libCamel %>Pages } from './routes';\n",
      'tools/generators/product/product.ts':
        'const line = (o: { p: string }) => `export { ${o.p}Api } from "./api";`;\nexport default line;\n',
      'libs/products-car/package.json': JSON.stringify({ name: '@polis/products-car' }),
      'libs/products-car/project.json': JSON.stringify({ tags: ['scope:motor', 'type:feature'] }),
      'libs/products-car/src/index.ts':
        'export const carPages = {};\nexport const carApi = {};\nexport const carInternal = 1;\n',
    });
    expect(problemsOf(root).filter((p) => p.startsWith('products-car'))).toEqual([
      'products-car: carInternal',
    ]);
  });

  it('reads the names each bullet under ## Public API starts with', () => {
    const readme = [
      '# @polis/x',
      '## Public API',
      '- `formatPrice(amount)`, `formatDate` and `LANGS`: formatting for `ru`',
      '- `PaymentStep` `{ contract, onPaid }`: the step',
      '- `SavedContract`, `IssuedPolicy`,',
      '  `CheckKind`: types',
      '  of the step',
      '- `*Api`: every endpoint',
      'Prose with `notAName` is not a listing.',
      '## Later',
      '- `outside`',
    ].join('\n');
    expect(publicApiOf(readme)).toEqual([
      'formatPrice',
      'formatDate',
      'LANGS',
      'PaymentStep',
      'SavedContract',
      'IssuedPolicy',
      'CheckKind',
      '*Api',
    ]);
  });
});
