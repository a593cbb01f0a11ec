import * as path from 'node:path';
import * as vm from 'node:vm';
import { formatFiles, generateFiles, names, type Tree } from '@nx/devkit';
import * as ts from 'typescript';
import { libraryFiles, withLibraryPath } from '../library-files.cjs';
import type { ProductGeneratorSchema } from './schema';

/**
 * `npx nx g @polis/tools:product <name> --library=<lib> --steps=a,b,c [--scope=] [--route=] [--mobile]`: a
 * product on the product kit (ARCHITECTURE.md "Wizard model", STYLE.md "A product, as the generator lays it
 * out") that typechecks, lints and passes its tests before any product logic is written.
 */

type Lang = 'uz' | 'ru' | 'en';
const LANGS: readonly Lang[] = ['uz', 'ru', 'en'];

interface Step {
  /** Step id, snapshot key and field name (camelCase). */
  readonly id: string;
  /** File names (kebab-case). */
  readonly file: string;
  readonly className: string;
  /** Key in the API body (snake_case). */
  readonly key: string;
  /** 1-based. */
  readonly index: number;
}

interface Normalised {
  readonly name: string;
  readonly fileName: string;
  readonly className: string;
  readonly propertyName: string;
  readonly constantName: string;
  readonly library: string;
  readonly libShort: string;
  readonly libCamel: string;
  readonly libraryExists: boolean;
  readonly scope?: string;
  readonly steps: readonly Step[];
  readonly route: string;
  readonly siteRoutes: readonly string[];
  readonly webviewRoutes: readonly string[];
  readonly saveUrl: string;
  readonly checkUrl: string;
  readonly titles: Readonly<Record<Lang, string>>;
  /** The product has no entry in apps/api PRODUCTS yet: one is added with these titles. */
  readonly newProductEntry: boolean;
  readonly series: string;
  readonly premium: number;
  /** Where the premium came from, for the tariffs file's comment. */
  readonly premiumSource: string;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const FILES = path.join(__dirname, 'files');
const API_ROUTES = 'apps/api/src/api/api-routes.ts';
const API_PRODUCTS = 'apps/api/src/contracts/products.ts';
const PRODUCT_PRICES = 'apps/api/src/api/product-prices.ts';
const ROUTING = 'libs/routing/src/routes.ts';
const HOSTS = { site: 'apps/site/src/pages.ts', webview: 'apps/webview/src/pages.ts' } as const;
const DEFAULT_PREMIUM = 100_000;

export default async function productGenerator(tree: Tree, schema: ProductGeneratorSchema) {
  const o = normalise(tree, schema);
  const notes: string[] = [];
  const libRoot = `libs/${o.library}`;
  const productRoot = `${libRoot}/src/${o.fileName}`;
  const vars = {
    ...o,
    tmpl: '',
    uzs: uzsLiteral(o.premium),
    premiumText: String(o.premium).replace(/\B(?=(\d{3})+(?!\d))/g, ' '),
    command: commandOf(schema),
    stepsText: o.steps.map((s) => s.file).join(', '),
  };

  if (!o.libraryExists) {
    const description = `Polis ${o.libShort} products`;
    for (const [file, text] of Object.entries(libraryFiles(o.library, { tags: tagsOf(o), description })))
      tree.write(`${libRoot}/${file}`, text);
    generateFiles(tree, path.join(FILES, 'library'), libRoot, vars);
  }

  // The product's folder, one step component and schema per step.
  generateFiles(tree, path.join(FILES, 'product'), productRoot, vars);
  for (const step of o.steps)
    generateFiles(tree, path.join(FILES, 'step'), `${productRoot}/steps`, {
      ...vars,
      step,
      stepFile: step.file,
    });
  addMessages(tree, `${libRoot}/src/messages`, messagesOf(o));
  addPages(tree, `${libRoot}/src/routes.ts`, o);

  // The server side: contract, tariffs, API module and its registration, the product's contract entry.
  addPaths(tree, o);
  generateFiles(tree, path.join(FILES, 'contract'), 'libs/api-contract/src', vars);
  appendLine(tree, 'libs/api-contract/src/index.ts', `export * from './${o.fileName}';`);
  generateFiles(tree, path.join(FILES, 'tariffs'), 'libs/tariffs/src', vars);
  appendLine(
    tree,
    'libs/tariffs/src/index.ts',
    `export { ${o.constantName}_COVER_MONTHS, ${o.constantName}_PREMIUM_UZS, ${o.propertyName}Premium } from './${o.fileName}';`,
  );
  generateFiles(tree, path.join(FILES, 'api'), `apps/api/src/products/${o.fileName}`, vars);
  registerApiRoutes(tree, o);
  if (o.newProductEntry) addProductEntry(tree, o);

  // The journey skeleton and the hosts' one line each.
  generateFiles(tree, path.join(FILES, 'e2e'), 'apps/e2e/src', vars);
  registerHost(tree, 'site', o, notes);
  if (schema.mobile) registerHost(tree, 'webview', o, notes);

  if (!schema.skipFormat) await formatFiles(tree);
  // After formatting: tsconfig.base.json keeps its own layout (prettier would fold every `paths` array).
  if (!o.libraryExists) {
    const base = readJson(tree, 'tsconfig.base.json') as {
      compilerOptions: { paths?: Record<string, string[]> };
    };
    base.compilerOptions.paths = withLibraryPath(base.compilerOptions.paths ?? {}, o.library);
    tree.write('tsconfig.base.json', JSON.stringify(base, null, 2) + '\n');
  }
  if (o.newProductEntry)
    notes.push(
      `${API_PRODUCTS}: added "${o.name}" (series ${o.series}, claims on the documents form within 30 days); ` +
        'check its names, series and claim rule',
    );
  return () => {
    for (const note of notes) console.warn(`note: ${note}`);
    console.log(`next: fill in ${productRoot}/README.md and apps/api/src/products/${o.fileName}/README.md`);
  };
}

function normalise(tree: Tree, schema: ProductGeneratorSchema): Normalised {
  const { name, library } = schema;
  if (!KEBAB.test(name)) throw new Error(`The product key must be kebab-case: "${name}"`);
  if (!KEBAB.test(library)) throw new Error(`The library must be kebab-case: "${library}"`);
  const stepIds = String(schema.steps ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (stepIds.length === 0) throw new Error('Give the product at least one step: --steps=a,b,c');
  for (const id of stepIds) if (!KEBAB.test(id)) throw new Error(`A step id must be kebab-case: "${id}"`);
  if (new Set(stepIds).size !== stepIds.length) throw new Error('The steps must be different');
  const reserved = stepIds.find((id) => ['payment', 'download'].includes(id));
  if (reserved) throw new Error(`"${reserved}" is the kit's own step`);

  const n = names(name);
  const libraryExists = tree.exists(`libs/${library}/project.json`);
  if (!libraryExists && !schema.scope)
    throw new Error(
      `libs/${library} does not exist: give its --scope (motor, travel, property, personal, business)`,
    );
  const libShort = library.replace(/^products-/, '');
  for (const taken of [`libs/${library}/src/${n.fileName}`, `apps/api/src/products/${n.fileName}`])
    if (tree.exists(taken)) throw new Error(`${taken} exists already`);

  const route = schema.route ?? name;
  const routes = (evalModule(tree, ROUTING)?.ROUTES ?? []) as readonly { path: string; app: string }[];
  const has = (app: string, p: string) => routes.some((r) => r.app === app && r.path === p);
  const siteRoutes = [route, `${route}/:ad?`].filter((p) => has('site', p));
  const webviewRoutes = schema.mobile
    ? [`mobile/${route}`, `mobile/${route}/:ad?`].filter((p) => has('webview', p))
    : [];

  const products = (evalModule(tree, API_PRODUCTS)?.PRODUCTS ?? {}) as Record<
    string,
    { series: string; name: Record<Lang, string> } | undefined
  >;
  const known = Object.prototype.hasOwnProperty.call(products, name) ? products[name] : undefined;
  const spoken = n.className.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  const titles: Record<Lang, string> = {
    uz: schema.titleUz ?? known?.name.uz ?? `«${spoken}» sugʻurtasi`,
    ru: schema.titleRu ?? known?.name.ru ?? `Страхование «${spoken}»`,
    en: schema.titleEn ?? known?.name.en ?? `${spoken} insurance`,
  };
  const prices = (evalModule(tree, PRODUCT_PRICES)?.PRODUCT_PRICES ?? []) as readonly {
    key: string;
    priceFrom: number;
  }[];
  const priceFrom = prices.find((p) => p.key === name)?.priceFrom;

  return {
    name,
    fileName: n.fileName,
    className: n.className,
    propertyName: n.propertyName,
    constantName: n.constantName,
    library,
    libShort,
    libCamel: names(libShort).propertyName,
    libraryExists,
    scope: schema.scope,
    steps: stepIds.map((id, i) => {
      const s = names(id);
      return {
        id: s.propertyName,
        file: s.fileName,
        className: s.className,
        key: s.constantName.toLowerCase(),
        index: i + 1,
      };
    }),
    route,
    siteRoutes,
    webviewRoutes,
    saveUrl: schema.saveUrl ?? `/${name}/create-contract`,
    checkUrl: schema.checkUrl ?? `/${name}/check`,
    titles: Object.fromEntries(LANGS.map((l) => [l, icuSafe(titles[l])])) as Record<Lang, string>,
    newProductEntry: !known,
    series: known?.series ?? (name.replace(/[^a-z]/g, '').toUpperCase() + 'XXXX').slice(0, 4),
    premium: priceFrom ?? DEFAULT_PREMIUM,
    premiumSource: priceFrom
      ? `the catalogue's starting price (${PRODUCT_PRICES})`
      : 'a placeholder of the generator',
  };
}

const tagsOf = (o: Normalised) => [`scope:${o.scope}`, 'type:feature'];

/** The command as it was given, for the README. */
function commandOf(schema: ProductGeneratorSchema): string {
  const flags = Object.entries(schema)
    .filter(([key, value]) => !['name', 'skipFormat'].includes(key) && value !== undefined && value !== false)
    .map(([key, value]) => {
      const flag = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return value === true ? `--${flag}` : `--${flag}=${/\s/.test(String(value)) ? `"${value}"` : value}`;
    });
  return ['npx nx g @polis/tools:product', schema.name, ...flags].join(' ');
}

/** `140000` as `140_000`. */
const uzsLiteral = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '_');

/** A product name inside an ICU message: an ASCII apostrophe would start a quoted run. */
const icuSafe = (text: string) => text.replace(/'/g, '’').replace(/[{}]/g, '');

/**
 * A TypeScript module of the tree evaluated on its own (its imports are types only or ignored), to read data
 * tables such as ROUTES and PRODUCTS exactly as the code sees them; null when the file is missing.
 */
function evalModule(tree: Tree, file: string): Record<string, unknown> | null {
  const source = tree.read(file, 'utf-8');
  if (source === null) return null;
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const mod = { exports: {} as Record<string, unknown> };
  vm.runInNewContext(outputText, { module: mod, exports: mod.exports, require: () => ({}) });
  return mod.exports;
}

function readJson(tree: Tree, file: string): unknown {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} is missing`);
  return JSON.parse(text);
}

function read(tree: Tree, file: string): string {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} is missing`);
  return text;
}

const PATHS_FILE = 'libs/api-contract/src/paths.ts';

/** The product's two endpoints, once, in the contract's paths entry (the API and the front end take them from it). */
function addPaths(tree: Tree, o: Normalised) {
  const text = tree.exists(PATHS_FILE) ? read(tree, PATHS_FILE) : '';
  const group = `${o.constantName}_PATHS`;
  if (text.includes(`export const ${group} =`)) throw new Error(`${PATHS_FILE} has ${group} already`);
  for (const url of [o.saveUrl, o.checkUrl])
    if (text.includes(`path: '${url}'`)) throw new Error(`${PATHS_FILE} has ${url} already`);
  const head = text
    ? ''
    : "export interface EndpointPath { readonly method: 'GET' | 'POST'; readonly path: string }\n";
  tree.write(
    PATHS_FILE,
    `${text}${head}
/** ${o.titles.en}. */
export const ${group} = {
  save: { method: 'POST', path: '${o.saveUrl}' },
  check: { method: 'POST', path: '${o.checkUrl}' },
} as const satisfies Record<string, EndpointPath>;
`,
  );
}

function appendLine(tree: Tree, file: string, line: string) {
  const text = tree.exists(file) ? read(tree, file) : '';
  if (text.includes(line)) return;
  const kept = text.replace(/^export \{\};\n?$/m, '');
  tree.write(file, `${kept}${kept && !kept.endsWith('\n') ? '\n' : ''}${line}\n`);
}

/** Index of the brace closing the one opened at `open`. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error('unbalanced braces');
}

/** Adds `entries` to the object literal that opens at `open` (`{`), after what it already holds. */
function addToObject(text: string, open: number, entries: string): string {
  const close = closingBrace(text, open);
  const inside = text.slice(open + 1, close).trimEnd();
  if (inside.trim() === '') return `${text.slice(0, open + 1)} ${entries} ${text.slice(close)}`;
  const multiline = inside.includes('\n');
  const body = `${inside}${inside.endsWith(',') ? '' : ','}${multiline ? '\n  ' : ' '}${entries}${multiline ? '\n' : ' '}`;
  return text.slice(0, open + 1) + body + text.slice(close);
}

// ---- messages -------------------------------------------------------------------------------------------------

function messagesOf(o: Normalised): Record<Lang, Record<string, string>> {
  const p = o.propertyName;
  const t = o.titles;
  const texts = {
    uz: {
      lead: `«${t.uz}» polisini bir necha daqiqada onlayn rasmiylashtiring: savollarga javob bering, Payme yoki Click orqali toʻlang va polisni PDF shaklida oling.`,
      step: (i: number) => `${i}-qadam`,
      label: (i: number) => `${i}-qadamdagi javobingiz`,
      tooLong: 'Javob 200 belgidan oshmasligi kerak',
      error: 'Maʼlumotlar notoʻgʻri boʻlishi mumkin: javoblaringizni tekshirib, qaytadan urinib koʻring.',
    },
    ru: {
      lead: `Оформите полис «${t.ru}» онлайн за несколько минут: ответьте на вопросы, оплатите через Payme или Click и получите полис в PDF.`,
      step: (i: number) => `Шаг ${i}`,
      label: (i: number) => `Ваш ответ на шаге ${i}`,
      tooLong: 'Ответ может содержать не более 200 символов',
      error: 'Возможно, данные указаны неверно: проверьте ответы и попробуйте ещё раз.',
    },
    en: {
      lead: `Buy a “${t.en}” policy online in a few minutes: answer a few questions, pay with Payme or Click and receive the policy as a PDF.`,
      step: (i: number) => `Step ${i}`,
      label: (i: number) => `Your answer for step ${i}`,
      tooLong: 'The answer may have at most 200 characters',
      error: 'Perhaps the data is incorrect: check your answers and try again.',
    },
  };
  const catalogue = (lang: Lang) => {
    const x = texts[lang];
    return {
      [`${p}.title`]: t[lang],
      [`${p}.lead`]: x.lead,
      ...Object.fromEntries(
        o.steps.flatMap((s) => [
          [`${p}.step.${s.id}`, x.step(s.index)],
          [`${p}.${s.id}.label`, x.label(s.index)],
        ]),
      ),
      [`${p}.answer.tooLong`]: x.tooLong,
      [`${p}.error.maybeDataIsIncorrect`]: x.error,
    };
  };
  return { uz: catalogue('uz'), ru: catalogue('ru'), en: catalogue('en') };
}

function addMessages(tree: Tree, dir: string, messages: Record<Lang, Record<string, string>>) {
  for (const lang of LANGS) {
    const file = `${dir}/${lang}.json`;
    const current = (tree.exists(file) ? readJson(tree, file) : {}) as Record<string, string>;
    const clash = Object.keys(messages[lang]).find((id) => id in current);
    if (clash) throw new Error(`${file} has "${clash}" already`);
    tree.write(file, JSON.stringify({ ...current, ...messages[lang] }, null, 2) + '\n');
  }
  // Uzbek in Cyrillic script is made from uz.json when the apps build: the library commits only its overrides.
  const overrides = `${dir}/uz-cyrl.json`;
  if (!tree.exists(overrides)) tree.write(overrides, '{}\n');
}

// ---- registrations ----------------------------------------------------------------------------------------------

/** The lazy page in the library's `<lib>Pages`, under each route libs/routing has. */
function addPages(tree: Tree, file: string, o: Normalised) {
  let text = read(tree, file);
  const exported = `${o.libCamel}Pages`;
  const at = text.indexOf(`export const ${exported}`);
  if (at < 0) throw new Error(`${file} does not export ${exported}`);
  if (new RegExp(`\\bconst ${o.propertyName}\\b`).test(text))
    throw new Error(`${file} has ${o.propertyName} already`);
  // No route for it yet (libs/routing decides): a page nobody registers would be an unused declaration.
  if (o.siteRoutes.length === 0 && o.webviewRoutes.length === 0) return;
  const page = `const ${o.propertyName}: LazyPage = () =>\n  import('./${o.fileName}/${o.fileName}-page').then((m) => ({ Component: m.${o.className}Page }));\n\n`;
  // Before the export's doc comment when it has one.
  const doc = text.lastIndexOf('/**', at);
  const insertAt = doc >= 0 && text.slice(text.indexOf('*/', doc), at).trim() === '*/' ? doc : at;
  text = text.slice(0, insertAt) + page + text.slice(insertAt);
  const entry = (route: string) => (route === o.propertyName ? route : `'${route}': ${o.propertyName}`);
  for (const [host, routes] of [
    ['site', o.siteRoutes],
    ['webview', o.webviewRoutes],
  ] as const) {
    if (routes.length === 0) continue;
    const key = text.indexOf(`${host}:`, text.indexOf(`export const ${exported}`));
    if (key < 0) throw new Error(`${file}: ${exported} has no ${host} map`);
    text = addToObject(text, text.indexOf('{', key), routes.map(entry).join(', '));
  }
  tree.write(file, text);
}

/** `...<lib>Pages.<host>,` in the host's page map (after the other libraries', which override placeholders). */
function registerHost(tree: Tree, host: 'site' | 'webview', o: Normalised, notes: string[]) {
  const file = HOSTS[host];
  const routes = host === 'site' ? o.siteRoutes : o.webviewRoutes;
  if (routes.length === 0) {
    notes.push(`${file}: libs/routing has no ${host} route for "${o.route}": nothing registered`);
    return;
  }
  if (!tree.exists(file)) {
    notes.push(`${file} is missing: add ...${o.libCamel}Pages.${host} by hand`);
    return;
  }
  let text = read(tree, file);
  const exported = `${o.libCamel}Pages`;
  const spread = `...${exported}.${host},`;
  if (text.includes(spread)) return;
  if (!new RegExp(`import \\{[^}]*\\b${exported}\\b[^}]*\\} from`).test(text)) {
    const imports = [...text.matchAll(/^(?:import|\}) .*from '[^']+';$/gm)];
    const polis = imports.filter((m) => m[0].includes("from '@polis/"));
    const last = (polis.length ? polis : imports).at(-1);
    const at = last ? (last.index ?? 0) + last[0].length + 1 : 0;
    text = `${text.slice(0, at)}import { ${exported} } from '@polis/${o.library}';\n${text.slice(at)}`;
  }
  const spreads = [...text.matchAll(/^(\s*)\.\.\.\w+Pages\.\w+,$/gm)];
  const last = spreads.at(-1);
  if (last) {
    const at = (last.index ?? 0) + last[0].length;
    text = `${text.slice(0, at)}\n${last[1]}${spread}${text.slice(at)}`;
  } else {
    const map = text.indexOf('{', text.indexOf('=', text.search(/export const \w+Pages\b/)));
    text = addToObject(text, map, spread.slice(0, -1));
  }
  tree.write(file, text);
}

function registerApiRoutes(tree: Tree, o: Normalised) {
  let text = read(tree, API_ROUTES);
  const plugin = `${o.propertyName}Routes`;
  const registrations = [...text.matchAll(/^(\s*)await app\.register\(\w+, \{ db \}\);$/gm)];
  const last = registrations.at(-1);
  if (!last) throw new Error(`${API_ROUTES}: no "await app.register(x, { db });" line to follow`);
  const at = (last.index ?? 0) + last[0].length;
  text = `${text.slice(0, at)}\n${last[1]}await app.register(${plugin}, { db });${text.slice(at)}`;
  const imports = [...text.matchAll(/^import .* from '([^']+)';$/gm)];
  const products = imports.filter((m) => m[1].startsWith('../products/'));
  const after = (products.length ? products : imports).at(-1);
  const pos = after ? (after.index ?? 0) + after[0].length + 1 : 0;
  const line = `import { ${plugin} } from '../products/${o.fileName}/${o.fileName}-routes';\n`;
  tree.write(API_ROUTES, text.slice(0, pos) + line + text.slice(pos));
}

/** An entry in apps/api PRODUCTS (createContract refuses an unknown product). */
function addProductEntry(tree: Tree, o: Normalised) {
  const text = read(tree, API_PRODUCTS);
  const at = text.indexOf('export const PRODUCTS');
  if (at < 0) throw new Error(`${API_PRODUCTS} has no PRODUCTS`);
  const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const entry =
    `'${o.name}': {\n    series: '${o.series}',\n    name: { uz: ${quote(o.titles.uz)}, ru: ${quote(o.titles.ru)}, ` +
    `en: ${quote(o.titles.en)} },\n    claim: { form: 'documents', periodDays: 30 },\n  },`;
  tree.write(API_PRODUCTS, addToObject(text, text.indexOf('{', text.indexOf('=', at)), entry));
}
