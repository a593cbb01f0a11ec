import type { BusinessProduct } from '@polis/routing';
import type { FactDef } from '../requests/application-model';

/**
 * The business products with a page of their own (`for-business/<slug>`) and the one or two key facts the
 * application asks. Texts: `business.<slug>.{covers,who,docs,tariff}`; title and tagline are the shell's
 * `shell.product.business-<slug>`. Tariff ranges are the product's own (no public figures; NOTES.md).
 */
// prettier-ignore
export const BUSINESS_PAGES: Readonly<Record<BusinessProduct, readonly FactDef[]>> = {
  ipoteka: [{ key: 'loan_amount', kind: 'amount' }],
  accident: [{ key: 'employees', kind: 'count' }],
  property: [{ key: 'property_value', kind: 'amount' }],
  'auto-loan': [{ key: 'vehicles', kind: 'count' }, { key: 'loan_amount', kind: 'amount' }],
  'car-leasing': [{ key: 'vehicles', kind: 'count' }, { key: 'leasing_amount', kind: 'amount' }],
  'loan-insurance': [{ key: 'loan_amount', kind: 'amount' }],
  'advance-payment': [{ key: 'advance_amount', kind: 'amount' }],
  'property-leasing': [{ key: 'leasing_amount', kind: 'amount' }],
  'surety-insurance': [{ key: 'contract_amount', kind: 'amount' }],
  'special-equipment': [{ key: 'units', kind: 'count' }, { key: 'equipment_value', kind: 'amount' }],
  'transport-mortgage': [{ key: 'vehicles', kind: 'count' }, { key: 'loan_amount', kind: 'amount' }],
  'manufacturing-accident': [{ key: 'employees', kind: 'count' }],
  dms: [{ key: 'employees', kind: 'count' }],
};

export const isBusinessPage = (slug: string): slug is BusinessProduct =>
  Object.prototype.hasOwnProperty.call(BUSINESS_PAGES, slug);
