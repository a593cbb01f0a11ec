import type { PaymentLang } from '@polis/api-contract';
import type { ContractDetails } from '../contracts/contract-service';
import { policyFacts } from '../policies/policy-facts';

const LANGS: readonly PaymentLang[] = ['uz', 'ru', 'en'];

/** Facts that are a number by nature and say what they count in their label: an INN, an OKED code, seats. */
const NUMBERS_BY_NATURE: ReadonlySet<string> = new Set(['inn', 'employer_inn', 'oked', 'seats']);

/**
 * What a policy would print raw of a contract's `details`, fact by fact: a stored key as its label, a
 * language without its label or value, a bare number where a name, a unit or a currency belongs (a program,
 * region or sport id, a count, a sum), a stored day or month, `true` / `false`. Empty when every fact reads
 * as a policy reads. A key the policy leaves off on purpose (`policy-facts.ts`) prints nothing and passes.
 */
export function rawFacts(details: ContractDetails): string[] {
  const problems: string[] = [];
  for (const [key, stored] of Object.entries(details)) {
    for (const fact of policyFacts({ [key]: stored })) {
      for (const lang of LANGS) {
        const label = fact.label[lang].trim();
        const value = fact.value[lang].trim();
        if (!label) problems.push(`${key}: no ${lang} label`);
        else if (label === key || Object.hasOwn(details, label) || /_/.test(label))
          problems.push(`${key}: the key as its ${lang} label`);
        if (!value) problems.push(`${key}: no ${lang} value`);
        else if (/^\d+([.,]\d+)?$/.test(value) && !NUMBERS_BY_NATURE.has(key))
          problems.push(`${key}: a bare number in ${lang}: ${value}`);
        else if (/\d{4}-\d{2}/.test(value)) problems.push(`${key}: a stored date in ${lang}: ${value}`);
        else if (/^(true|false|null|undefined)$/i.test(value)) problems.push(`${key}: ${value} in ${lang}`);
      }
    }
  }
  return problems;
}
