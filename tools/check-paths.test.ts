import { contractPaths, pathUses } from './check-paths.mjs';

const PATHS = ['/site/kids/save', '/policy/:series/:number/pdf'];
const uses = (files: Record<string, string>) =>
  Object.fromEntries(
    [...pathUses(PATHS, Object.keys(files), (file: string) => files[file])].map(([p, where]) => [p, where]),
  );

it('reads every path of the contract once from paths.ts', () => {
  const paths = contractPaths();
  expect(paths).toContain('/site/kids/save');
  expect(paths).toContain('/policy/:series/:number/pdf');
  expect(new Set(paths).size).toBe(paths.length);
});

it('finds a path typed in source as a string, with the /api prefix or a query, or as a template', () => {
  expect(
    uses({
      'libs/a/src/api.ts': "const url = '/site/kids/save';",
      'apps/api/src/routes.ts': 'app.post("/api/site/kids/save?x=1", handler);',
      'libs/b/src/link.ts': 'const href = `/policy/${series}/${number}/pdf`;',
    }),
  ).toEqual({
    '/site/kids/save': ['libs/a/src/api.ts', 'apps/api/src/routes.ts'],
    '/policy/:series/:number/pdf': ['libs/b/src/link.ts'],
  });
});

it('leaves tests, comments, the contract itself and other strings alone', () => {
  expect(
    uses({
      'libs/a/src/api.test.ts': "const url = '/site/kids/save';",
      'apps/e2e/src/kids.spec.ts': "page.goto('/site/kids/save');",
      'libs/a/src/api.ts':
        "// calls '/site/kids/save'\nconst url = KIDS_PATHS.save.path; const x = '/site/kids/save/v2';",
      'libs/api-contract/src/paths.ts':
        "export const KIDS_PATHS = { save: { method: 'POST', path: '/site/kids/save' } };",
    }),
  ).toEqual({ '/site/kids/save': [], '/policy/:series/:number/pdf': [] });
});
