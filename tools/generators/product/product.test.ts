import { readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import * as ts from 'typescript';
import productGenerator from './product';
import type { ProductGeneratorSchema } from './schema';

// The workspace files the generator reads and edits, in the shapes they have in this repository (small).
const ROUTES = `export const PRODUCT_PAGES = ['sport', 'housing', 'pets'] as const;
const site = (path: string) => ({ path, app: 'site', layout: 'default' });
const webview = (path: string) => ({ path, app: 'webview', layout: 'webview' });
export const ROUTES = [
  ...PRODUCT_PAGES.flatMap((p) => (p === 'pets' ? [site(p)] : [site(p), site(\`\${p}/:ad?\`)])),
  ...['sport', 'housing'].flatMap((p) => [webview(\`mobile/\${p}\`), webview(\`mobile/\${p}/:ad?\`)]),
];
`;
const PRODUCTS = `import type { PaymentLang } from '@polis/api-contract';

export interface ProductInfo {
  readonly series: string;
  readonly name: Readonly<Record<PaymentLang, string>>;
}

export const PRODUCTS: Readonly<Record<string, ProductInfo>> = {
  housing: {
    series: 'HOUS',
    name: { uz: 'Uy-joyni sugʻurtalash', ru: 'Страхование жилья', en: 'Home insurance' },
  },
  sport: {
    series: 'SPRT',
    name: { uz: 'Sportchilarni sugʻurtalash', ru: 'Страхование спортсменов', en: 'Sports insurance' },
  },
};
`;
const API_ROUTES = `import type { FastifyInstance } from 'fastify';
import { osagoRoutes } from '../osago/osago-routes';
import { housingRoutes } from '../products/housing/housing-routes';
import { rulesRoutes } from '../rules/rules-routes';

export async function apiRoutes(app: FastifyInstance, { db }: { db: unknown }) {
  await app.register(osagoRoutes, { db });
  await app.register(housingRoutes, { db });
  await app.register(rulesRoutes);
}
`;
const SITE_PAGES = `import { PRODUCT_PAGES } from '@polis/routing';
import { propertyPages } from '@polis/products-property';
import type { LazyPage } from '@polis/shell';

const product: LazyPage = () => import('./pages/product-page').then((m) => ({ Component: m.ProductPage }));

export const sitePages: Readonly<Record<string, LazyPage>> = {
  '': product,
  ...Object.fromEntries(PRODUCT_PAGES.map((p) => [p, product])),
  ...propertyPages.site,
  osago: product,
};
`;
const WEBVIEW_PAGES = `import { MOBILE_PRODUCTS } from '@polis/routing';
import type { LazyPage } from '@polis/shell';

const product: LazyPage = () => import('./pages/mobile-product-page').then((m) => ({ Component: m.Page }));

export const webviewPages: Readonly<Record<string, LazyPage>> = {
  ...Object.fromEntries(MOBILE_PRODUCTS.map((p) => [\`mobile/\${p}\`, product])),
  'mobile/osago': product,
};
`;
const PROPERTY_ROUTES = `import type { LazyPage } from '@polis/shell';

const housing: LazyPage = () => import('./housing/housing-page').then((m) => ({ Component: m.HousingPage }));

/** The property products' pages, as each host adds them with one line. */
export const propertyPages = {
  site: { housing, 'housing/:ad?': housing },
  webview: { 'mobile/housing': housing, 'mobile/housing/:ad?': housing },
} as const satisfies Record<'site' | 'webview', Record<string, LazyPage>>;
`;

function workspace(): Tree {
  const tree = createTreeWithEmptyWorkspace({ formatter: 'none' });
  tree.write(
    'tsconfig.base.json',
    JSON.stringify({ compilerOptions: { paths: { '@polis/ui': ['libs/ui/src/index.ts'] } } }),
  );
  tree.write('libs/routing/src/routes.ts', ROUTES);
  tree.write('apps/api/src/contracts/products.ts', PRODUCTS);
  tree.write(
    'apps/api/src/api/product-prices.ts',
    `export const PRODUCT_PRICES = [{ key: 'housing', priceFrom: 140_000 }];\n`,
  );
  tree.write('apps/api/src/api/api-routes.ts', API_ROUTES);
  tree.write('apps/site/src/pages.ts', SITE_PAGES);
  tree.write('apps/webview/src/pages.ts', WEBVIEW_PAGES);
  tree.write('libs/api-contract/src/index.ts', `export * from './common';\nexport * from './housing';\n`);
  tree.write('libs/tariffs/src/index.ts', `export { HOUSING_PROGRAMS } from './housing';\n`);
  tree.write('libs/products-property/project.json', JSON.stringify({ name: 'products-property' }));
  tree.write(
    'libs/products-property/src/index.ts',
    `export { propertyPages } from './routes';\nexport { propertyMessages } from './property-messages';\n`,
  );
  tree.write('libs/products-property/src/routes.ts', PROPERTY_ROUTES);
  for (const [lang, title] of [
    ['uz', 'Uy-joyni sugʻurtalash'],
    ['ru', 'Страхование жилья'],
    ['en', 'Home insurance'],
  ])
    tree.write(
      `libs/products-property/src/messages/${lang}.json`,
      JSON.stringify({ 'housing.title': title }, null, 2),
    );
  return tree;
}

const SPORT: ProductGeneratorSchema = {
  name: 'sport',
  library: 'products-personal',
  scope: 'personal',
  steps: 'program,insured,start',
  mobile: true,
  skipFormat: true,
};

const text = (tree: Tree, file: string) => tree.read(file, 'utf-8') ?? '';
const catalogue = (tree: Tree, lib: string, lang: string) =>
  readJson<Record<string, string>>(tree, `libs/${lib}/src/messages/${lang}.json`);

/** Every generated TypeScript file at least parses (the real check is the typecheck of a generated product). */
function expectValidTypeScript(tree: Tree) {
  const files = tree.listChanges().filter((c) => c.type !== 'DELETE' && /\.tsx?$/.test(c.path));
  expect(files.length).toBeGreaterThan(10);
  for (const { path } of files) {
    const { diagnostics } = ts.transpileModule(text(tree, path), { fileName: path, reportDiagnostics: true });
    expect([path, diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))]).toEqual([
      path,
      [],
    ]);
  }
}

describe('a product in a new library', () => {
  let tree: Tree;
  beforeAll(async () => {
    tree = workspace();
    await productGenerator(tree, SPORT);
  });

  it('creates the library as library.mjs does, with its import path, pages and messages', () => {
    const project = readJson(tree, 'libs/products-personal/project.json');
    expect(project).toMatchObject({ name: 'products-personal', tags: ['scope:personal', 'type:feature'] });
    expect(Object.keys(project.targets).sort()).toEqual(['build', 'lint', 'test', 'typecheck']);
    for (const file of [
      'package.json',
      'tsconfig.json',
      'tsconfig.lib.json',
      'vite.config.mts',
      'jest.config.cjs',
    ])
      expect(tree.exists(`libs/products-personal/${file}`)).toBe(true);
    expect(readJson(tree, 'tsconfig.base.json').compilerOptions.paths).toEqual({
      '@polis/products-personal': ['libs/products-personal/src/index.ts'],
      '@polis/ui': ['libs/ui/src/index.ts'],
    });
    expect(text(tree, 'libs/products-personal/src/index.ts')).toBe(
      "export { personalPages } from './routes';\n" +
        "export { personalMessages } from './personal-messages';\n",
    );
    expect(text(tree, 'libs/products-personal/src/personal-messages.ts')).toContain(
      'export const personalMessages',
    );
    // The fourth language: its loader, and the committed overrides file (the catalogue is made at build time).
    expect(text(tree, 'libs/products-personal/src/personal-messages.ts')).toContain(
      "'uz-cyrl': () => import('./messages/uz-cyrl.json').then(jsonModule)",
    );
    expect(text(tree, 'libs/products-personal/src/messages/uz-cyrl.json')).toBe('{}\n');
    const routes = text(tree, 'libs/products-personal/src/routes.ts');
    expect(routes).toContain("const sport: LazyPage = () =>\n  import('./sport/sport-page')");
    expect(routes).toMatch(/site: \{ sport, 'sport\/:ad\?': sport \}/);
    expect(routes).toMatch(/webview: \{ 'mobile\/sport': sport, 'mobile\/sport\/:ad\?': sport \}/);
  });

  it('lays the product out as STYLE.md does, one file per step on the kit (formStep)', () => {
    const dir = 'libs/products-personal/src/sport';
    const expected = [
      'README.md',
      'sport-page.tsx',
      'sport-page.test.tsx',
      'sport-product.ts',
      'model/sport-state.ts',
      'model/sport-errors.ts',
      'model/save-payload.ts',
      'model/save-payload.test.ts',
      ...['program', 'insured', 'start'].map((s) => `steps/${s}-step.tsx`),
    ];
    for (const file of expected) expect(tree.exists(`${dir}/${file}`)).toBe(true);
    const product = text(tree, `${dir}/sport-product.ts`);
    expect(product).toContain('steps: [programStep, insuredStep, startStep],');
    expect(text(tree, `${dir}/steps/insured-step.tsx`)).toContain(
      "export const insuredStep = formStep<SportSnapshot, 'insured'>({",
    );
    expect(product).toContain('check: { url: SPORT_PATHS.check.path }');
    expect(product).toContain('errors: SPORT_ERRORS');
    expect(product).toContain('useSave: contractSave(SPORT_PATHS.save, savePayload)');
    expect(tree.exists(`${dir}/api/sport-api.ts`)).toBe(false);
    expect(text(tree, `${dir}/steps/start-step.tsx`)).toContain(
      "start: string().trim().required('wizard.form.required').max(200, 'sport.answer.tooLong')",
    );
    expect(text(tree, `${dir}/sport-page.test.tsx`)).toContain("renderWizard(SPORT, '/en/");
    const readme = text(tree, `${dir}/README.md`);
    for (const section of ['## Steps', '## Calls', '## Error codes', '## Edge cases'])
      expect(readme).toContain(section);
    expect(readme).toContain(
      'Generated by `npx nx g @polis/tools:product sport --library=products-personal --scope=personal ' +
        '--steps=program,insured,start --mobile`.',
    );
    expectValidTypeScript(tree);
  });

  it('writes real texts in uz, ru and en with the same ids, the product name from PRODUCTS', () => {
    const [uz, ru, en] = ['uz', 'ru', 'en'].map((lang) => catalogue(tree, 'products-personal', lang));
    expect(Object.keys(uz)).toEqual(Object.keys(en));
    expect(Object.keys(ru)).toEqual(Object.keys(en));
    expect(Object.keys(en)).toEqual([
      'sport.title',
      'sport.lead',
      'sport.step.program',
      'sport.program.label',
      'sport.step.insured',
      'sport.insured.label',
      'sport.step.start',
      'sport.start.label',
      'sport.answer.tooLong',
      'sport.error.maybeDataIsIncorrect',
    ]);
    expect([uz['sport.title'], ru['sport.title'], en['sport.title']]).toEqual([
      'Sportchilarni sugʻurtalash',
      'Страхование спортсменов',
      'Sports insurance',
    ]);
    expect([uz['sport.step.insured'], ru['sport.step.insured'], en['sport.step.insured']]).toEqual([
      '2-qadam',
      'Шаг 2',
      'Step 2',
    ]);
    for (const texts of [uz, ru, en])
      for (const value of Object.values(texts)) expect(value).not.toMatch(/\((uz|ru|en)\)|TODO|'/);
    // Every id the sources name is in the catalogue (tools/check-i18n.mjs reads ids the same way).
    const sources = tree
      .listChanges()
      .filter((c) => c.path.startsWith('libs/products-personal/src/') && /\.tsx?$/.test(c.path))
      .map((c) => text(tree, c.path))
      .join('\n');
    for (const [, id] of sources.matchAll(/\bid(?:=|:\s*)'([a-z][\w.-]*\.[\w.-]+)'/g))
      if (!id.startsWith('kit.')) expect(en).toHaveProperty([id]);
  });

  it('adds the API module, its contract and tariffs, and registers the routes once', () => {
    for (const file of ['README.md', 'sport-routes.ts', 'sport.test.ts'])
      expect(tree.exists(`apps/api/src/products/sport/${file}`)).toBe(true);
    // The kit does the save, the check and the links: the product declares its rules only.
    expect(tree.exists('apps/api/src/products/sport/sport-service.ts')).toBe(false);
    const routes = text(tree, 'apps/api/src/products/sport/sport-routes.ts');
    expect(routes).toContain("import { saleRoutes } from '../kit/sale';");
    expect(routes).toContain('save: SPORT_ENDPOINTS.save,');
    expect(routes).toContain('amountUzs: sportPremium(),');
    expect(routes).toContain('lead: answers.program,');
    expect(routes).not.toMatch(/'\/sport\//);
    // The paths once, in the contract's paths entry; the endpoints beside the schemas.
    const paths = text(tree, 'libs/api-contract/src/paths.ts');
    expect(paths).toContain("save: { method: 'POST', path: '/sport/create-contract' },");
    expect(paths).toContain("check: { method: 'POST', path: '/sport/check' },");
    expect(text(tree, 'libs/api-contract/src/sport.ts')).toContain(
      'export const SPORT_ENDPOINTS = saleEndpoints(',
    );
    expect(text(tree, 'libs/api-contract/src/sport.ts')).toContain(
      "export type SportErrorCode = 'validation';",
    );
    expect(text(tree, 'libs/api-contract/src/index.ts')).toMatch(
      /export \* from '\.\/housing';\nexport \* from '\.\/sport';\n$/,
    );
    expect(text(tree, 'libs/tariffs/src/sport.ts')).toContain('export const SPORT_PREMIUM_UZS = 100_000;');
    expect(text(tree, 'libs/tariffs/src/index.ts')).toContain(
      "export { SPORT_COVER_MONTHS, SPORT_PREMIUM_UZS, sportPremium } from './sport';",
    );
    const api = text(tree, 'apps/api/src/api/api-routes.ts');
    expect(api).toContain(
      "import { housingRoutes } from '../products/housing/housing-routes';\n" +
        "import { sportRoutes } from '../products/sport/sport-routes';\n",
    );
    expect(api).toContain(
      '  await app.register(housingRoutes, { db });\n  await app.register(sportRoutes, { db });\n',
    );
    expect(text(tree, 'apps/api/src/contracts/products.ts')).toBe(PRODUCTS);
  });

  it('adds the journey skeleton (not run) and one line per host after the other libraries', () => {
    expect(text(tree, 'apps/e2e/src/sport.spec.ts')).toContain("test.fixme('a visitor buys Sports insurance");
    const site = text(tree, 'apps/site/src/pages.ts');
    expect(site).toContain("import { personalPages } from '@polis/products-personal';");
    expect(site).toContain('  ...propertyPages.site,\n  ...personalPages.site,\n');
    const webview = text(tree, 'apps/webview/src/pages.ts');
    expect(webview).toContain("import { personalPages } from '@polis/products-personal';");
    expect(webview.match(/\.\.\.personalPages\.webview/g)).toHaveLength(1);
  });
});

describe('a product in an existing library', () => {
  it('adds its page, export and texts beside the others, and leaves the hosts alone', async () => {
    const tree = workspace();
    const site = text(tree, 'apps/site/src/pages.ts');
    await productGenerator(tree, {
      name: 'pets',
      library: 'products-property',
      steps: 'pet',
      skipFormat: true,
    });
    expect(tree.exists('libs/products-property/package.json')).toBe(false);
    expect(readJson(tree, 'tsconfig.base.json').compilerOptions.paths).not.toHaveProperty([
      '@polis/products-property',
    ]);
    const routes = text(tree, 'libs/products-property/src/routes.ts');
    expect(routes).toContain("site: { housing, 'housing/:ad?': housing, pets }");
    expect(routes).toContain("webview: { 'mobile/housing': housing, 'mobile/housing/:ad?': housing }");
    expect(routes.indexOf('const pets: LazyPage')).toBeLessThan(routes.indexOf('/** The property products'));
    expect(text(tree, 'libs/products-property/src/index.ts')).not.toContain('petsApi');
    expect(catalogue(tree, 'products-property', 'ru')).toMatchObject({
      'housing.title': 'Страхование жилья',
      'pets.title': 'Страхование «Pets»',
      'pets.step.pet': 'Шаг 1',
    });
    expect(text(tree, 'apps/site/src/pages.ts')).toBe(site);
    // One step: its button saves.
    expect(text(tree, 'libs/products-property/src/pets/pets-page.test.tsx')).toContain(
      "findByRole('button', { name: 'Save and go to payment' })",
    );
    expectValidTypeScript(tree);
  });

  it('adds a product the API does not know yet to PRODUCTS, named by the options', async () => {
    const tree = workspace();
    await productGenerator(tree, {
      name: 'gas-cylinder',
      library: 'products-property',
      steps: 'cylinder,owner-address',
      titleEn: "Gas cylinder owner's insurance",
      saveUrl: '/gas/save',
      skipFormat: true,
    });
    const products = text(tree, 'apps/api/src/contracts/products.ts');
    expect(products).toContain("'gas-cylinder': {\n    series: 'GASC',");
    expect(products).toContain("en: 'Gas cylinder owner’s insurance'");
    expect(products).toContain("uz: '«Gas Cylinder» sugʻurtasi'");
    expect(products).toContain("claim: { form: 'documents', periodDays: 30 },");
    const en = catalogue(tree, 'products-property', 'en');
    expect(en['gasCylinder.step.ownerAddress']).toBe('Step 2');
    expect(text(tree, 'libs/api-contract/src/gas-cylinder.ts')).toContain('owner_address: Answer,');
    expect(text(tree, 'libs/api-contract/src/paths.ts')).toContain(
      "export const GAS_CYLINDER_PATHS = {\n  save: { method: 'POST', path: '/gas/save' },",
    );
    // No route in libs/routing: no page and no host line.
    expect(text(tree, 'libs/products-property/src/routes.ts')).not.toContain("'gas-cylinder");
    expect(text(tree, 'apps/site/src/pages.ts')).toBe(SITE_PAGES);
    expectValidTypeScript(tree);
  });

  it('takes what products share from the kit and below, never from another product (apps/api layers)', async () => {
    const tree = workspace();
    await productGenerator(tree, { ...SPORT, library: 'products-property' });
    const api = tree
      .listChanges()
      .filter((c) => c.path.startsWith('apps/api/src/products/sport/') && c.path.endsWith('.ts'));
    expect(api.length).toBeGreaterThan(0);
    for (const { path: file } of api) {
      const imports = [...text(tree, file).matchAll(/from '(\.[^']*)'/g)].map(([, spec]) => spec);
      for (const spec of imports) {
        // `../<folder>/` is another product unless it is the kit; `../../` reaches the layers below the products.
        expect(spec).not.toMatch(/^\.\.\/(?!kit\/|\.\.\/)/);
        expect(spec).not.toMatch(/^\.\.\/\.\.\/(products|cabinet|api)\//);
      }
    }
    expect(text(tree, 'apps/api/src/products/sport/sport.test.ts')).toContain(
      "from '../../testing/osago-test-kit'",
    );
  });
});

describe('refusals', () => {
  it.each<[string, Partial<ProductGeneratorSchema>, RegExp]>([
    ['a new library without a scope', { scope: undefined }, /give its --scope/],
    ['no steps', { steps: ' , ' }, /at least one step/],
    ['a step id that is not kebab-case', { steps: 'Program' }, /kebab-case/],
    ['the same step twice', { steps: 'a,a' }, /different/],
    ["the kit's own step", { steps: 'payment' }, /the kit's own step/],
    ['a product key that is not kebab-case', { name: 'Sport' }, /kebab-case/],
  ])('refuses %s', async (_what, change, message) => {
    await expect(productGenerator(workspace(), { ...SPORT, ...change })).rejects.toThrow(message);
  });

  it('refuses a product that exists already', async () => {
    const tree = workspace();
    await productGenerator(tree, SPORT);
    await expect(productGenerator(tree, { ...SPORT, library: 'products-personal' })).rejects.toThrow(
      /libs\/products-personal\/src\/sport exists already/,
    );
  });
});
