import { isAdKey } from './ad-keys';

/** Catalogue filters: categories and audiences (spec 001 section 2). */
export const CATALOGUE_FILTERS = [
  'all',
  'auto',
  'property',
  'travel',
  'health',
  'pets',
  'other',
  'business',
  'natural-person',
] as const;
export type CatalogueFilter = (typeof CATALOGUE_FILTERS)[number];

const numericId = (v: string) => /^[1-9][0-9]{0,11}$/.test(v);
const slug = (v: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v) && v.length <= 120;

/**
 * Validation rule of every route parameter. A route whose parameter fails its rule is a 404.
 * Ids are positive integers (the insurer's contract and policy ids are numeric); `ad` is a known channel;
 * `filter` a known catalogue filter; `app` a native app name (lowercase word).
 */
export const PARAM_RULES: Readonly<Record<string, (value: string) => boolean>> = {
  ad: isAdKey,
  slug,
  _id: numericId,
  contract: numericId,
  contractId: numericId,
  agentId: numericId,
  filter: (v) => (CATALOGUE_FILTERS as readonly string[]).includes(v),
  app: (v) => /^[a-z][a-z0-9-]{0,30}$/.test(v),
  _product: slug,
  // A renewal's signed token (api-contract RenewalToken): the contract, the expiry (base 36), the signature.
  token: (v) => /^[0-9a-z]{1,8}\.[0-9a-z]{1,8}\.[A-Za-z0-9_-]{32}$/.test(v),
};

export function paramsValid(params: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(params).every(([name, value]) => {
    if (value === undefined) return true;
    const rule = PARAM_RULES[name];
    return rule ? rule(value) : false;
  });
}
