import { mixed, object, string } from 'yup';
import type { Organization } from '@polis/api-contract';

/** The values of the company-by-INN field group: the INN typed and the record found by it. */
export interface CompanyByInnValues {
  inn: string;
  company: Organization | null;
}

/** The registry's short name, else its full registered name (some records have no short name). */
export const companyTitle = (company: Pick<Organization, 'name' | 'short_name'>): string =>
  company.short_name ?? company.name;

/** INN of nine digits and a company found by it. */
export const companyByInnSchema = {
  inn: string()
    .required('wizard.form.required')
    .matches(/^\d{9}$/, 'wizard.form.inn'),
  company: mixed<Organization>()
    .nullable()
    .test('found', 'kit.company.findFirst', (value) => value != null),
};

export const companyByInnObject = object(companyByInnSchema);
