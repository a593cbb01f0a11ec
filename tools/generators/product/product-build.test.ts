import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flushChanges, FsTree } from 'nx/src/generators/tree';
import * as ts from 'typescript';
import productGenerator from './product';

// The generator run for real: into a copy of this workspace in a temporary folder (the repository itself is
// never written), then the generated library and API module typechecked and their tests run there. A
// template that produces a type error or a failing test fails this file.

const ROOT = path.resolve(__dirname, '../../..');
/** What the copy holds: sources and the configurations they are built and tested with. */
const COPIED = [
  'apps',
  'libs',
  'tools',
  'tsconfig.base.json',
  'jest.preset.cjs',
  'package.json',
  'nx.json',
  'eslint.config.mjs',
];
const SKIPPED = new Set(['node_modules', 'dist', '.nx', 'coverage', 'test-results', 'playwright-report']);

const PRODUCT = 'probe-cover';
const LIBRARY = 'products-probe';
const API_DIR = `apps/api/src/products/${PRODUCT}`;

let dir: string;
let changed: string[];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'polis-generator-'));
  for (const entry of COPIED)
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !SKIPPED.has(path.basename(source)) && !source.endsWith('.db'),
    });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const tree = new FsTree(dir, false);
  await productGenerator(tree, {
    name: PRODUCT,
    library: LIBRARY,
    scope: 'personal',
    steps: 'details,insured',
    mobile: true,
    skipFormat: true,
  });
  const changes = tree.listChanges();
  flushChanges(dir, changes);
  changed = changes.filter((c) => c.type !== 'DELETE').map((c) => c.path);
}, 60_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** The program of a tsconfig in the copy, and its errors (`oldProgram` makes a second check cheap). */
function typecheck(tsconfig: string, oldProgram?: ts.Program) {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(dir, tsconfig), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`No ${tsconfig}`);
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: { ...parsed.options, noEmit: true, incremental: false },
    oldProgram,
  });
  // The generated files only, each checked as deep as its types reach (the rest of the workspace has its own
  // typecheck; checking all of it here would take minutes).
  const generated = new Set(changed.map((f) => path.join(dir, f)));
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program
      .getSourceFiles()
      .filter((file) => generated.has(path.normalize(file.fileName)))
      .flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ];
  const errors = diagnostics.map((d) => {
    const where = d.file
      ? `${path.relative(dir, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
      : tsconfig;
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
  return { program, errors };
}

/** Jest of the copy: the library's project and the API's, on the API module's tests; throws on a failure. */
function jest(libraryConfig: string, apiConfig: string, apiTests: string) {
  try {
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/jest/bin/jest.js'),
        '--projects',
        libraryConfig,
        apiConfig,
        '--ci',
        '--silent',
        '--testPathPatterns',
        `libs/${LIBRARY}/|${apiTests}/`,
      ],
      { cwd: dir, encoding: 'utf-8', stdio: 'pipe', env: { ...process.env, NODE_ENV: 'test' } },
    );
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`jest failed:\n${stderr ?? ''}${stdout ?? ''}`);
  }
}

it('writes the library, the API module and the journey into the copy', () => {
  expect(changed).toEqual(
    expect.arrayContaining([
      `libs/${LIBRARY}/src/${PRODUCT}/${PRODUCT}-product.ts`,
      `libs/${LIBRARY}/src/${PRODUCT}/model/save-payload.test.ts`,
      `${API_DIR}/${PRODUCT}.test.ts`,
      `apps/e2e/src/${PRODUCT}.spec.ts`,
    ]),
  );
  expect(fs.existsSync(path.join(ROOT, 'libs', LIBRARY))).toBe(false);
});

describe('the generated library', () => {
  it('typechecks, tests included, and the check finds a type error a template would write', () => {
    // One deliberate error beside the generated files proves the check reports them: it must be the only one.
    const broken = `libs/${LIBRARY}/src/${PRODUCT}/model/broken.ts`;
    fs.writeFileSync(path.join(dir, broken), `export const broken: number = 'not a number';\n`);
    changed.push(broken);
    try {
      const { program, errors } = typecheck(`libs/${LIBRARY}/tsconfig.json`);
      expect(errors).toEqual([`${broken}:1 Type 'string' is not assignable to type 'number'.`]);
      const page = path.join(dir, `libs/${LIBRARY}/src/${PRODUCT}/${PRODUCT}-page.tsx`);
      expect(program.getSourceFile(page)).toBeDefined();
    } finally {
      fs.rmSync(path.join(dir, broken));
      changed.pop();
    }
  }, 120_000);
});

describe('the generated API module', () => {
  it('typechecks with the API', () => {
    const probe = 'apps/api/tsconfig.probe.json';
    fs.writeFileSync(
      path.join(dir, probe),
      JSON.stringify({
        extends: './tsconfig.json',
        include: changed
          .filter((f) => f.startsWith('apps/api/') && f.endsWith('.ts'))
          .map((f) => path.relative('apps/api', f)),
      }),
    );
    expect(typecheck(probe).errors).toEqual([]);
  }, 120_000);

  it('lints clean with the API configuration, its layer rule included (apps/api/lint)', () => {
    const files = changed.filter((f) => f.startsWith(`${API_DIR}/`) && f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(0);
    const probes = files.map((f) => ({
      code: fs.readFileSync(path.join(dir, f), 'utf-8'),
      file: path.relative('apps/api', f),
    }));
    const out = execFileSync(process.execPath, [path.join(dir, 'apps/api/lint/lint-text.mjs')], {
      cwd: path.join(dir, 'apps/api'),
      input: JSON.stringify(probes),
      encoding: 'utf-8',
    });
    const messages = (
      JSON.parse(out.trim().split('\n').pop() ?? '[]') as { ruleId: string | null; message: string }[][]
    ).flatMap((list, i) => list.map((m) => `${files[i]} ${m.ruleId}: ${m.message}`));
    expect(messages).toEqual([]);
  }, 120_000);
});

it("passes the library's and the API module's own tests", () => {
  expect(() => jest(`libs/${LIBRARY}/jest.config.cjs`, 'apps/api/jest.config.cjs', API_DIR)).not.toThrow();
}, 120_000);
