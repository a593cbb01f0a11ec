// Lints code as if it were the files it names, with this project's configuration (the one `nx lint api` finds):
// stdin `[{ code, file }]` (file relative to apps/api); the last line of stdout is one list of `{ ruleId, message,
// fatal }` per probe (a plugin may print a warning before it, e.g. Nx without a project graph cache). With
// `--from-root`, ESLint runs from the workspace root with the root's configuration, as `npx eslint apps/api` does.
// A child process of src/layers.test.ts, since ESLint loads its configuration with import(), which Jest refuses.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const api = fileURLToPath(new URL('..', import.meta.url));
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.argv.includes('--from-root') ? path.resolve(api, '../..') : api });
const answers = [];
for (const { code, file } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(api, file) });
  answers.push(result.messages.map(({ ruleId, message, fatal = false }) => ({ ruleId, message, fatal })));
}
process.stdout.write(`\n${JSON.stringify(answers)}\n`);
