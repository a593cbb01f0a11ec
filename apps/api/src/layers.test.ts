import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The layer rule (lint/only-down.mjs, table lint/layers.mjs) run on probes, as `nx lint api` runs it: each probe
// is code linted as if it were the file it names, by ESLint's Node API in a child process (lint/lint-text.mjs).

const API = path.resolve(__dirname, '..');
const RULE = 'api-layers/only-down';

interface Probe {
  readonly what: string;
  readonly code: string;
  readonly file: string;
}

interface Message {
  readonly ruleId: string | null;
  readonly message: string;
  readonly fatal: boolean;
}

const probe = (what: string, code: string, file: string): Probe => ({ what, code, file: `src/${file}` });

const REFUSED: readonly Probe[] = [
  probe(
    'a product importing another product',
    "export { addDays } from '../osago/normalise';",
    'products/kids/probe.ts',
  ),
  probe(
    'a product importing mini KASKO',
    "export { x } from '../mini-kasko/mini-kasko-service';",
    'products/kasko/probe.ts',
  ),
  probe(
    'a product importing the cabinet',
    "export { createSession } from '../../cabinet/session-auth';",
    'products/pets/probe.ts',
  ),
  probe(
    'a product importing api/',
    "export { apiRoutes } from '../../api/api-routes';",
    'products/kids/probe.ts',
  ),
  probe(
    'the kit importing a product',
    "export { priceOf } from '../osago/pricing';",
    'products/kit/probe.ts',
  ),
  probe(
    'the kit importing the cabinet',
    "export { x } from '../../cabinet/claims';",
    'products/kit/probe.ts',
  ),
  probe(
    'contracts importing a product',
    "export { x } from '../products/osago/vehicle-cover';",
    'contracts/probe.ts',
  ),
  probe(
    'contracts importing the cabinet',
    "export { x } from '../cabinet/contract-owner';",
    'contracts/probe.ts',
  ),
  probe(
    'contracts importing payments',
    "export { x } from '../payments/payment-links';",
    'contracts/probe.ts',
  ),
  probe(
    'uploads importing the cabinet',
    "export { TOKEN_HEADER } from '../cabinet/session-auth';",
    'uploads/probe.ts',
  ),
  probe(
    'uploads importing a product',
    "export { Issues } from '../products/osago/normalise';",
    'uploads/probe.ts',
  ),
  probe(
    'policies importing payments',
    "export { originOf } from '../payments/payment-links';",
    'policies/probe.ts',
  ),
  probe(
    'rules importing a product',
    "export { x } from '../products/kasko/kasko-service';",
    'rules/probe.ts',
  ),
  probe(
    'payments importing a product',
    "export { x } from '../products/osago/vehicle-cover';",
    'payments/probe.ts',
  ),
  probe(
    'payments importing the cabinet',
    "export { x } from '../../cabinet/cabinet-users';",
    'payments/click/probe.ts',
  ),
  probe(
    'installments importing the sandbox',
    "export { x } from '../sandbox/checkout-page';",
    'installments/probe.ts',
  ),
  probe('promo importing api/', "export { requestLang } from '../api/request-lang';", 'promo/probe.ts'),
  probe(
    'subscriptions importing the kit',
    "export { channelOf } from '../products/kit/channel';",
    'subscriptions/probe.ts',
  ),
  probe(
    'the cabinet importing a product',
    "export { x } from '../products/monthly-kasko/monthly-kasko-service';",
    'cabinet/probe.ts',
  ),
  probe(
    'the cabinet importing api/',
    "export { requestLang } from '../api/request-lang';",
    'cabinet/probe.ts',
  ),
  probe('data importing contracts', "export { addDays } from '../contracts/format';", 'registries/probe.ts'),
  probe('data importing api/', "export { apiRoutes } from '../api/api-routes';", 'guards/probe.ts'),
  probe('data importing a product', "export { x } from '../../products/osago/order';", 'db/seed/probe.ts'),
  probe(
    'a ground file importing payments',
    "export { x } from './payments/payment-config';",
    'sandbox-defaults.ts',
  ),
  probe(
    'a dynamic import of another product',
    "export const load = () => import('../osago/order');",
    'products/kids/probe.ts',
  ),
  probe(
    'a product test importing another product',
    "export { x } from '../osago/order';",
    'products/pets/probe.test.ts',
  ),
  probe(
    'a contracts test importing the cabinet',
    "export { x } from '../cabinet/session-auth';",
    'contracts/probe.test.ts',
  ),
  probe(
    'a jest.mock of the cabinet from uploads',
    "jest.mock('../cabinet/session-auth');",
    'uploads/probe.test.ts',
  ),
  probe(
    'code that is not a test importing test support',
    "export { caller } from '../testing/osago-test-kit';",
    'payments/probe.ts',
  ),
  probe('a folder in no layer', "export { x } from '../contracts/format';", 'helpers/probe.ts'),
];

const ALLOWED: readonly Probe[] = [
  probe(
    'a product importing the kit',
    "export { channelOf } from '../kit/channel';",
    'products/kids/probe.ts',
  ),
  probe(
    'a product importing its own folder',
    "export { x } from './kids-service';",
    'products/kids/probe.ts',
  ),
  probe(
    'a product importing what is below it',
    [
      "export { x } from '../../contracts/contract-service';",
      "export { y } from '../../payments/payment-links';",
      "export { z } from '../../policies/policy-check';",
      "export { w } from '../../uploads/upload-application';",
      "export { v } from '../../registries/vehicle-lookup';",
      "export { u } from '../../errors';",
    ].join('\n'),
    'products/pets/probe.ts',
  ),
  probe(
    'the kit importing contracts and data',
    "export { x } from '../../contracts/format';",
    'products/kit/probe.ts',
  ),
  probe(
    'the cabinet importing payments and uploads',
    "export { x } from '../uploads/contract-files';",
    'cabinet/probe.ts',
  ),
  probe('payments importing policies', "export { x } from '../policies/policy-check';", 'payments/probe.ts'),
  probe(
    'uploads importing contracts',
    "export { x } from '../contracts/contract-owner';",
    'uploads/probe.ts',
  ),
  probe('data importing data', "export { x } from '../registries/dates';", 'http/probe.ts'),
  probe(
    'routes importing products and the cabinet',
    "export { x } from '../products/osago/osago-routes';",
    'api/probe.ts',
  ),
  probe(
    'a test importing test support',
    "export { caller } from '../testing/osago-test-kit';",
    'contracts/probe.test.ts',
  ),
  probe('a package import', "export { Type } from '@sinclair/typebox';", 'db/probe.ts'),
];

/** The layer rule's messages for each probe (ESLint's Node API in a child process: Jest refuses its import()). */
function lint(probes: readonly Probe[], fromRoot = false): Message[][] {
  const args = [path.join(API, 'lint/lint-text.mjs'), ...(fromRoot ? ['--from-root'] : [])];
  const out = execFileSync(process.execPath, args, {
    cwd: API,
    input: JSON.stringify(probes.map(({ code, file }) => ({ code, file }))),
    encoding: 'utf-8',
  });
  return JSON.parse(out.trim().split('\n').pop() ?? '[]') as Message[][];
}

let refused: Message[][];
let allowed: Message[][];
let fromRoot: Message[][];
beforeAll(() => {
  [refused, allowed] = [lint(REFUSED), lint(ALLOWED)];
  fromRoot = lint([REFUSED[0], REFUSED[6], ALLOWED[0]], true);
}, 120_000);

it('holds when ESLint runs from the workspace root too (the root configuration)', () => {
  expect(fromRoot.map((messages) => messages.filter((m) => m.ruleId === RULE).length)).toEqual([1, 1, 0]);
});

describe('the API layer rule', () => {
  it.each(REFUSED.map((p, i) => [p.what, i] as const))('refuses %s', (_what, i) => {
    expect(refused[i].filter((m) => m.fatal)).toEqual([]);
    expect(refused[i].filter((m) => m.ruleId === RULE)).toHaveLength(1);
  });

  it.each(ALLOWED.map((p, i) => [p.what, i] as const))('allows %s', (_what, i) => {
    expect(allowed[i]).toEqual([]);
  });

  it('says why and where new code goes', () => {
    const [product] = refused[0];
    expect(product.message).toContain('a product never imports another product (products/osago/)');
    expect(product.message).toContain('products/kit/');
    const contracts = refused[7].find((m) => m.ruleId === RULE);
    expect(contracts?.message).toContain('Contracts (contracts/) may not import the cabinet (cabinet/)');
  });
});
