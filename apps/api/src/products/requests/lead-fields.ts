import { formatUzs } from '../../contracts/format';

/**
 * What the sales channel reads of an application's key facts: each fact by its label and a human value, never
 * `loan_amount: 800000000`. The internal channel is written in one language, English, as every other lead of
 * the relay is (the applicant's language is a line of its own, so the call back is in it). The labels are the
 * English page's (`business.fact.<key>` of libs/products-business, without the unit: the value carries it);
 * site-requests.test.ts keeps the two from drifting apart.
 */

export type LeadFactKind = 'amount' | 'count';

export interface LeadFact {
  readonly label: string;
  readonly kind: LeadFactKind;
}

export const LEAD_FACTS: Readonly<Record<string, LeadFact>> = {
  loan_amount: { label: 'Loan amount', kind: 'amount' },
  employees: { label: 'Number of employees', kind: 'count' },
  property_value: { label: 'Value of the property', kind: 'amount' },
  vehicles: { label: 'Number of vehicles', kind: 'count' },
  leasing_amount: { label: 'Lease amount', kind: 'amount' },
  advance_amount: { label: 'Advance amount', kind: 'amount' },
  contract_amount: { label: 'Contract or guarantee amount', kind: 'amount' },
  units: { label: 'Number of machines', kind: 'count' },
  equipment_value: { label: 'Value of the machinery', kind: 'amount' },
  // The takaful applications (the site's takaful/:_product pages) share the form.
  insured_people: { label: 'Number of people insured', kind: 'count' },
  travellers: { label: 'Number of travellers', kind: 'count' },
};

/** The most a fact may be: amounts up to a quadrillion UZS, counts up to the form's six digits. */
export const FACT_MAX: Readonly<Record<LeadFactKind, number>> = { amount: 1e15, count: 999_999 };

export interface BusinessLeadProduct {
  /** The English page's title (`shell.product.business-<slug>`). */
  readonly name: string;
  /** The facts its page asks (libs/products-business `BUSINESS_PAGES`). */
  readonly facts: readonly string[];
}

/** The business products with an application form (`for-business/<slug>`). */
export const BUSINESS_LEAD_PRODUCTS: Readonly<Record<string, BusinessLeadProduct>> = {
  ipoteka: { name: 'Mortgage insurance', facts: ['loan_amount'] },
  accident: { name: 'Group accident cover', facts: ['employees'] },
  property: { name: 'Business property', facts: ['property_value'] },
  'auto-loan': { name: 'Car loan insurance', facts: ['vehicles', 'loan_amount'] },
  'car-leasing': { name: 'Car leasing insurance', facts: ['vehicles', 'leasing_amount'] },
  'loan-insurance': { name: 'Loan repayment insurance', facts: ['loan_amount'] },
  'advance-payment': { name: 'Advance payment insurance', facts: ['advance_amount'] },
  'property-leasing': { name: 'Property leasing insurance', facts: ['leasing_amount'] },
  'surety-insurance': { name: 'Surety insurance', facts: ['contract_amount'] },
  'special-equipment': { name: 'Special equipment', facts: ['units', 'equipment_value'] },
  'transport-mortgage': { name: 'Vehicle collateral insurance', facts: ['vehicles', 'loan_amount'] },
  'manufacturing-accident': { name: 'Industrial accident insurance', facts: ['employees'] },
  dms: { name: 'Voluntary health insurance (DMS)', facts: ['employees'] },
};

/** The takaful products with an application form (the site's `takaful/<slug>`, its TAKAFUL_FACTS). */
export const TAKAFUL_LEAD_PRODUCTS: Readonly<Record<string, BusinessLeadProduct>> = {
  family: { name: 'Family takaful', facts: ['insured_people'] },
  property: { name: 'Property takaful', facts: ['property_value'] },
  travel: { name: 'Travel takaful', facts: ['travellers'] },
};

const own = (table: Readonly<Record<string, BusinessLeadProduct>>, slug: string | undefined) =>
  slug !== undefined && Object.prototype.hasOwnProperty.call(table, slug) ? table[slug] : undefined;

export const businessLeadProduct = (slug: string | undefined): BusinessLeadProduct | undefined =>
  own(BUSINESS_LEAD_PRODUCTS, slug);

/** The product of an application of `kind` (business or takaful), when it is one with a form. */
export const leadProductOf = (kind: string, slug: string | undefined): BusinessLeadProduct | undefined =>
  kind === 'business'
    ? own(BUSINESS_LEAD_PRODUCTS, slug)
    : kind === 'takaful'
      ? own(TAKAFUL_LEAD_PRODUCTS, slug)
      : undefined;

export const leadFact = (key: string): LeadFact | undefined =>
  Object.prototype.hasOwnProperty.call(LEAD_FACTS, key) ? LEAD_FACTS[key] : undefined;

/** `5 000 000 UZS`, `120`: the value as the sales team reads it (the checks let only whole numbers through). */
export const factValue = (fact: LeadFact, value: number): string =>
  fact.kind === 'amount' ? `${formatUzs(value)} UZS` : formatUzs(value);

/** The applicant's language in words, for the line that says which language to call back in. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  uz: 'Uzbek',
  ru: 'Russian',
  en: 'English',
  'uz-cyrl': 'Uzbek (Cyrillic)',
};
