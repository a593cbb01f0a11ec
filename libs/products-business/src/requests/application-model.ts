import { object, string } from 'yup';
import type { Organization, SiteRequestBody } from '@polis/api-contract';
import type { Lang } from '@polis/routing';
import { phoneForApi, phone998 } from '@polis/wizard-core';
import { companyByInnSchema, companyTitle } from '@polis/product-kit';
import { payrollDigits } from '../company/payroll';

export type FactKind = 'amount' | 'count';
export interface FactDef {
  readonly key: string;
  readonly kind: FactKind;
}

export interface ApplicationValues {
  inn: string;
  company: Organization | null;
  full_name: string;
  phone: string;
  facts: Record<string, string>;
}

export const blankApplication = (facts: readonly FactDef[]): ApplicationValues => ({
  inn: '',
  company: null,
  full_name: '',
  phone: '',
  facts: Object.fromEntries(facts.map((f) => [f.key, ''])),
});

const positive = (value: string | undefined) => !value || Number(payrollDigits(value)) > 0;

/** The company only for business applications; each key fact a number above zero. */
export function applicationSchema(facts: readonly FactDef[], withCompany: boolean) {
  return object({
    ...(withCompany ? companyByInnSchema : {}),
    full_name: string().trim().required('wizard.form.required').max(120, 'business.form.tooLong'),
    phone: phone998(),
    facts: object(
      Object.fromEntries(
        facts.map((f) => [
          f.key,
          string().required('wizard.form.required').test('positive', 'business.form.positive', positive),
        ]),
      ),
    ),
  });
}

/** The request's body: phone digits, facts as numbers, the company's registry name. */
export function applicationBody(
  values: ApplicationValues,
  {
    kind,
    product,
    lang,
    withCompany,
  }: { kind: 'business' | 'takaful'; product: string; lang: Lang; withCompany: boolean },
): SiteRequestBody {
  return {
    kind,
    product,
    ...(withCompany && values.company
      ? { inn: values.company.inn, company_name: companyTitle(values.company) }
      : {}),
    full_name: values.full_name.trim(),
    phone: phoneForApi(values.phone),
    facts: Object.fromEntries(Object.entries(values.facts).map(([k, v]) => [k, Number(payrollDigits(v))])),
    lang,
  };
}

/** Message id beside a field the server did not accept (its 400 `validation` names it in `details`). */
export const NOT_ACCEPTED = 'business.form.notAccepted';

/**
 * The form's fields a 400 `validation` names (`details[].path`: `/phone`, `/facts/loan_amount`, ...). The schema
 * checks the same rules first, so this is for what only the server knows (a fact renamed, a product withdrawn).
 */
export function refusedFields(data: unknown): string[] {
  const details = (data as { error?: { details?: unknown } } | undefined)?.error?.details;
  if (!Array.isArray(details)) return [];
  const fields = details.flatMap((detail: unknown) => {
    const path =
      typeof detail === 'object' && detail !== null ? (detail as { path?: unknown }).path : undefined;
    if (typeof path !== 'string') return [];
    const fact = /^\/facts\/([a-z_]+)$/.exec(path);
    if (fact) return [`facts.${fact[1]}`];
    if (path === '/inn' || path === '/company_name') return ['inn'];
    if (path === '/full_name' || path === '/phone') return [path.slice(1)];
    return [];
  });
  return [...new Set(fields)];
}
