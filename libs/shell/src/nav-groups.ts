import { PRODUCTS, type ProductEntry } from './products';

export interface NavGroup {
  readonly id: 'auto' | 'travel' | 'property' | 'health' | 'other';
  readonly products: readonly ProductEntry[];
}

const personal = PRODUCTS.filter((p) => p.audience === 'natural-person');

/** The header's product menus: personal products by category (business products live under for-business). */
export const NAV_GROUPS: readonly NavGroup[] = [
  { id: 'auto', products: personal.filter((p) => p.category === 'auto') },
  { id: 'travel', products: personal.filter((p) => p.category === 'travel') },
  { id: 'property', products: personal.filter((p) => p.category === 'property' || p.category === 'pets') },
  { id: 'health', products: personal.filter((p) => p.category === 'health') },
  { id: 'other', products: personal.filter((p) => p.category === 'other') },
];

/** Company pages linked from the footer, in columns. */
export const FOOTER_COLUMNS: readonly { readonly id: string; readonly pages: readonly string[] }[] = [
  {
    id: 'company',
    pages: [
      'about-company',
      'company-management',
      'charter',
      'licenses-and-sertificates',
      'branches',
      'jobs',
      'news',
    ],
  },
  {
    id: 'shareholders',
    pages: [
      'financial-statements',
      'material-facts',
      'auditors',
      'affiliates',
      'notices',
      'business-plan-and-strategy',
    ],
  },
  {
    id: 'customers',
    pages: [
      'insurance-event',
      'catalogue',
      'takaful',
      'mobile-app',
      'leave-feedback',
      'online-survey',
      'ask-a-poll',
    ],
  },
  { id: 'partners', pages: ['for-business', 'neo-partner', 'mehr-nuri'] },
];
