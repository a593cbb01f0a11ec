#!/usr/bin/env node
// `npm run check:exports`: a library's `src/index.ts` exports what other projects use. Each name the index
// exports (following `export *` and `export { a as b } from`) must be imported by another project (another
// library, an app, apps/e2e, tools, the product generator's templates; type imports count) or be listed in
// the library's README under `## Public API`: bullet lines that start with the names in backticks, e.g.
//   - `formatPrice`, `formatDate`: what outside teams call them for
// A listed name may be a pattern with `*` (`*Api`: every product's endpoints). What the product generator
// writes into a product library's index (`export { <%- libCamel %>Pages }`, `export { ${o.propertyName}Api }`)
// is public by construction in the libraries of its scopes, so a freshly generated product passes.
// Fails, listing `lib: name`, when an export is neither used nor listed, and when the README lists a name the
// index does not export.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { workspaceRoot } from './build/paths.mjs';

const SKIP = new Set(['node_modules', 'dist', '.nx', 'coverage', 'test-results', 'playwright-report']);
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
// The generator's templates are sources too: what they import, every generated product imports.
const TEMPLATE = /\.(ts|tsx)\.template$/;
const ALL = '*';

function walk(dir, visit) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, visit);
    else visit(full);
  }
}

function parse(file) {
  // EJS tags become identifiers, so a template parses like the file it generates.
  const text = readFileSync(file, 'utf8').replace(/<%[-=_]?[\s\S]*?[-_]?%>/g, '__');
  const kind = /x(\.template)?$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

function resolveRelative(from, spec) {
  const base = path.resolve(path.dirname(from), spec.replace(/\.(m?js|jsx)$/, ''));
  const candidates = ['.ts', '.tsx', '.mts', '.d.ts', '/index.ts', '/index.tsx'].map((ext) => base + ext);
  return [base, ...candidates].find((f) => existsSync(f) && statSync(f).isFile()) ?? null;
}

const hasExportModifier = (node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isDefault = (node) =>
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

function bindingNames(name, out) {
  if (ts.isIdentifier(name)) out.push(name.text);
  else for (const el of name.elements) if (!ts.isOmittedExpression(el)) bindingNames(el.name, out);
  return out;
}

/**
 * The names a module exports, each with where it is declared (`file#name`), so that two entry points that
 * re-export one declaration are known to share it.
 */
export function moduleExports(file, seen = new Set()) {
  const out = new Map();
  if (seen.has(file)) return out;
  seen.add(file);
  const source = parse(file);
  for (const node of source.statements) {
    if (ts.isExportDeclaration(node)) {
      const spec =
        node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : null;
      const target = spec?.startsWith('.') ? resolveRelative(file, spec) : null;
      const inner = target ? moduleExports(target, seen) : new Map();
      if (!node.exportClause) {
        for (const [name, origin] of inner) if (name !== 'default' && !out.has(name)) out.set(name, origin);
      } else if (ts.isNamespaceExport(node.exportClause)) {
        out.set(node.exportClause.name.text, `${target ?? spec}#*`);
      } else {
        for (const el of node.exportClause.elements) {
          const local = (el.propertyName ?? el.name).text;
          out.set(el.name.text, inner.get(local) ?? `${target ?? file}#${local}`);
        }
      }
    } else if (hasExportModifier(node) && !isDefault(node)) {
      const names = ts.isVariableStatement(node)
        ? node.declarationList.declarations.flatMap((d) => bindingNames(d.name, []))
        : node.name && ts.isIdentifier(node.name)
          ? [node.name.text]
          : [];
      for (const name of names) out.set(name, `${file}#${name}`);
    }
  }
  return out;
}

/** Where a `.then((m) => m.X)` or `const { X } = await import(...)` takes names from a dynamic import. */
function dynamicNames(call) {
  let node = call;
  while (ts.isParenthesizedExpression(node.parent) || ts.isAwaitExpression(node.parent)) node = node.parent;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name))
    return parent.name.elements.map((el) => (el.propertyName ?? el.name).getText());
  if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
    if (parent.name.text !== 'then') return [parent.name.text];
    const callback = ts.isCallExpression(parent.parent) ? parent.parent.arguments[0] : undefined;
    const param =
      callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))
        ? callback.parameters[0]
        : undefined;
    if (param && ts.isObjectBindingPattern(param.name))
      return param.name.elements.map((el) => (el.propertyName ?? el.name).getText());
    if (param && ts.isIdentifier(param.name)) return memberNames(callback.body, param.name.text);
  }
  return [ALL];
}

/** `ns.X` uses of a namespace inside `scope`; any other use of it counts as every name. */
function memberNames(scope, ns) {
  const names = [];
  const visit = (node) => {
    if (ts.isIdentifier(node) && node.text === ns) {
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) names.push(parent.name.text);
      else if (ts.isQualifiedName(parent) && parent.left === node) names.push(parent.right.text);
      else if (!(ts.isNamespaceImport(parent) || ts.isParameter(parent))) names.push(ALL);
    }
    ts.forEachChild(node, visit);
  };
  visit(scope);
  return names;
}

/** `@polis/*` specifiers a file imports (or re-exports), each with the names it takes (`*`: all of them). */
export function importsOf(file) {
  const source = parse(file);
  const out = [];
  const add = (spec, names) => {
    if (spec.startsWith('@polis/')) out.push({ spec, names });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names = [];
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings))
        for (const el of clause.namedBindings.elements) names.push((el.propertyName ?? el.name).text);
      if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings))
        names.push(...memberNames(source, clause.namedBindings.name.text));
      if (clause?.name) names.push('default');
      add(node.moduleSpecifier.text, names);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? clause.elements.map((el) => (el.propertyName ?? el.name).text)
          : [ALL];
      add(node.moduleSpecifier.text, names);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, dynamicNames(node));
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      const first = node.qualifier
        ? ts.isIdentifier(node.qualifier)
          ? node.qualifier
          : node.qualifier.left
        : null;
      add(node.argument.literal.text, first && ts.isIdentifier(first) ? [first.text] : [ALL]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Names listed under `## Public API`: the backticked names each bullet starts with (it may wrap). */
export function publicApiOf(readme) {
  const bullets = [];
  let inside = false;
  for (const line of readme.split('\n')) {
    if (/^#{1,2}\s/.test(line)) inside = /^##\s+Public API\b/.test(line);
    if (!inside) continue;
    if (/^\s*[-*]\s+/.test(line)) bullets.push(line.replace(/^\s*[-*]\s+/, ''));
    else if (/^\s+\S/.test(line) && bullets.length) bullets[bullets.length - 1] += ` ${line.trim()}`;
    else bullets.push('');
  }
  const names = [];
  for (const bullet of bullets) {
    const lead = /^((?:`[^`]+`(?:\s*,\s*|\s+and\s+|\s+)?)+)/.exec(bullet);
    if (!lead) continue;
    for (const [, span] of lead[1].matchAll(/`([^`]+)`/g)) {
      const name = /^([A-Za-z_$*][\w$*]*)(?:\(.*\)|<.*>)?$/s.exec(span.trim());
      if (name) names.push(name[1]);
    }
  }
  return names;
}

const globRegExp = (pattern) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[$]/g, '\\$'))
      .join('[\\w$]*')}$`,
  );

/**
 * The names the product generator writes into a library index, as patterns (`*Pages`, `*Api`), and the scope
 * tags of the libraries it writes (its `--scope` choices).
 */
export function generatedExports(root) {
  const dir = path.join(root, 'tools/generators/product');
  const schema = path.join(dir, 'schema.json');
  if (!existsSync(schema)) return { patterns: [], tags: [] };
  const scopes = JSON.parse(readFileSync(schema, 'utf8')).properties?.scope?.enum ?? [];
  const patterns = new Set();
  walk(dir, (file) => {
    if (/\.test\.ts$/.test(file) || !(SOURCE.test(file) || /\.template$/.test(file))) return;
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/export \{((?:[^{}]|\$\{[^}]*\})*)\}/g))
      for (const item of list.split(',')) {
        const name =
          item
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? '';
        if (/<%|\$\{/.test(name)) patterns.add(name.replace(/<%[\s\S]*?%>|\$\{[^}]*\}/g, '*'));
      }
  });
  return { patterns: [...patterns].sort(), tags: scopes.map((s) => `scope:${s}`) };
}

/** The project a file belongs to: `libs/<name>`, `apps/<name>`, or `tools`. */
const projectOf = (root, file) => {
  const [top, name] = path.relative(root, file).split(path.sep);
  return top === 'tools' ? 'tools' : `${top}/${name}`;
};

/**
 * Every library of the workspace at `root` with its index exports, which of them another project imports,
 * which its README lists as public API, and the problems: exports neither used nor listed, listed names
 * that are not exported.
 */
export function checkExports(root) {
  const generated = generatedExports(root);
  const libraries = [];
  for (const dir of readdirSync(path.join(root, 'libs')).sort()) {
    const libRoot = path.join(root, 'libs', dir);
    const index = path.join(libRoot, 'src/index.ts');
    const pkg = path.join(libRoot, 'package.json');
    if (!existsSync(index) || !existsSync(pkg)) continue;
    const readme = path.join(libRoot, 'README.md');
    const project = path.join(libRoot, 'project.json');
    const tags = existsSync(project) ? (JSON.parse(readFileSync(project, 'utf8')).tags ?? []) : [];
    libraries.push({
      lib: dir,
      project: `libs/${dir}`,
      packageName: JSON.parse(readFileSync(pkg, 'utf8')).name,
      libRoot,
      exports: moduleExports(index),
      listed: existsSync(readme) ? publicApiOf(readFileSync(readme, 'utf8')) : [],
      generated: tags.some((t) => generated.tags.includes(t)) ? generated.patterns : [],
    });
  }
  const byPackage = new Map(libraries.map((l) => [l.packageName, l]));

  // Declarations (`file#name`) other projects import, per library.
  const used = new Map(libraries.map((l) => [l.lib, new Set()]));
  const entryExports = new Map();
  const sources = [];
  for (const top of ['apps', 'libs']) walk(path.join(root, top), (f) => SOURCE.test(f) && sources.push(f));
  walk(path.join(root, 'tools'), (f) => (SOURCE.test(f) || TEMPLATE.test(f)) && sources.push(f));
  for (const file of sources) {
    const from = projectOf(root, file);
    for (const { spec, names } of importsOf(file)) {
      const [scope, name, ...rest] = spec.split('/');
      const library = byPackage.get(`${scope}/${name}`);
      if (!library || library.project === from) continue;
      // A sub-path entry (`@polis/x/testing`) uses an index export only when it hands out the same declaration.
      let entry = library.exports;
      if (rest.length) {
        const target = resolveRelative(path.join(library.libRoot, 'src/index.ts'), `./${rest.join('/')}`);
        if (!target) continue;
        if (!entryExports.has(target)) entryExports.set(target, moduleExports(target));
        entry = entryExports.get(target);
      }
      for (const n of names) {
        if (n === ALL) for (const origin of entry.values()) used.get(library.lib).add(origin);
        else if (entry.has(n)) used.get(library.lib).add(entry.get(n));
      }
    }
  }

  const problems = [];
  const figures = { exports: 0, used: 0, listed: 0, unused: 0, neither: 0 };
  const report = libraries.map((l) => {
    const patterns = [...l.listed.filter((n) => n.includes('*')), ...l.generated].map(globRegExp);
    const isListed = (n) => l.listed.includes(n) || patterns.some((p) => p.test(n));
    const names = [...l.exports.keys()].sort();
    const usedNames = names.filter((n) => used.get(l.lib).has(l.exports.get(n)));
    const unused = names.filter((n) => !usedNames.includes(n));
    const listedOnly = unused.filter(isListed);
    const neither = unused.filter((n) => !isListed(n));
    for (const n of neither)
      problems.push({ lib: l.lib, name: n, why: 'not used by another project nor listed' });
    for (const n of l.listed)
      if (!n.includes('*') && !l.exports.has(n))
        problems.push({ lib: l.lib, name: n, why: 'listed under ## Public API but not exported' });
    figures.exports += names.length;
    figures.used += usedNames.length;
    figures.unused += unused.length;
    figures.listed += listedOnly.length;
    figures.neither += neither.length;
    return { lib: l.lib, exports: names.length, used: usedNames.length, listed: listedOnly.length, neither };
  });
  return { problems, figures, libraries: report };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { problems, figures, libraries } = checkExports(workspaceRoot);
  if (process.argv.includes('--verbose'))
    for (const l of libraries)
      console.log(
        `${l.lib}: ${l.exports} exports, ${l.used} used by another project, ${l.listed} public API only`,
      );
  console.log(
    `${figures.exports} named exports in library indexes: ${figures.used} used by another project, ` +
      `${figures.unused} used by none (${figures.listed} listed as public API, ${figures.neither} neither)`,
  );
  if (problems.length) {
    for (const p of problems) console.error(`${p.lib}: ${p.name}  (${p.why})`);
    console.error(
      `\n${problems.length} problem(s). Import the name from its source file inside its library and drop it ` +
        `from src/index.ts, or list it under "## Public API" in the library's README when other teams use it.`,
    );
    process.exit(1);
  }
}
