import { CHANNEL_KEYS, channelSecretVar, sandboxChannelSecret } from './channels';
import { SANDBOX_DEFAULTS } from './sandbox-defaults';

/** Secrets whose sandbox default would let anyone confirm payments, sign links or call as us. */
const PROVIDER_SECRETS = ['PAYME_KEY', 'CLICK_SECRET_KEY', 'POLICY_TOKEN_SECRET'] as const;

/** Provider settings without a usable sandbox default in production (readPaymentConfig checks their form). */
const REQUIRED_SETTINGS = [
  'PAYME_MERCHANT_ID',
  'PAYME_CHECKOUT_URL',
  'CLICK_SERVICE_ID',
  'CLICK_MERCHANT_ID',
  'CLICK_PAY_URL',
  'POLIS_PUBLIC_ORIGIN',
] as const;

/** Shorter signing secrets can be found offline from one signed link. */
export const MIN_SIGNING_SECRET_LENGTH = 16;

/** Production means NODE_ENV=production without the explicit demo switch POLIS_SANDBOX=1. */
export const isProduction = (env: NodeJS.ProcessEnv) =>
  env.NODE_ENV === 'production' && env.POLIS_SANDBOX !== '1';

/**
 * Every channel secret, provider key and signing secret that is missing or still its sandbox default, and
 * every required provider setting that is missing, one line each (empty when all is well, and
 * always outside production). Pure, so it is tested without starting a server.
 */
export function productionSecretProblems(env: NodeJS.ProcessEnv): string[] {
  if (!isProduction(env)) return [];
  const problems: string[] = [];
  const check = (name: string, sandboxValue: string, minLength = 1) => {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name} is not set`);
    else if (value === sandboxValue) problems.push(`${name} is the sandbox default`);
    else if (value.length < minLength) problems.push(`${name} is shorter than ${minLength} characters`);
  };
  for (const key of CHANNEL_KEYS) check(channelSecretVar(key), sandboxChannelSecret(key));
  for (const name of PROVIDER_SECRETS) {
    check(name, SANDBOX_DEFAULTS[name], name === 'POLICY_TOKEN_SECRET' ? MIN_SIGNING_SECRET_LENGTH : 1);
  }
  // Not secrets, but production needs them too (payments README): named in the same message.
  for (const name of REQUIRED_SETTINGS) if (!env[name]?.trim()) problems.push(`${name} is not set`);
  return problems;
}

/** Stops the start with one message naming every problem, so one restart fixes them all. */
export function assertProductionSecrets(env: NodeJS.ProcessEnv): void {
  const problems = productionSecretProblems(env);
  if (problems.length === 0) return;
  throw new Error(
    [
      `Refusing to start in production (NODE_ENV=production): ${problems.length} setting(s) missing or left ` +
        'at their sandbox defaults:',
      ...problems.map((problem) => `  - ${problem}`),
      'Set each to its real value (README "Configuration"); POLIS_SANDBOX=1 runs a demo with sandbox payments instead.',
    ].join('\n'),
  );
}
