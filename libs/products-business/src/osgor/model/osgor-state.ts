import type { Organization } from '@polis/api-contract';

/** company_info: the company by INN, the contact phone, the region and district of the workplace. */
export interface CompanyInfo {
  inn: string;
  company: Organization | null;
  phone: string;
  regionId: string;
  districtId: string;
}

/** insurance_information: the activity (risk class), payroll as typed, the start, and the calculator's premium. */
export interface InsuranceInformation {
  okonx: string;
  fot: string;
  beginDate: string;
  rate: number;
  priceForPayment: number;
}

export interface OsgorSnapshot {
  company_info: CompanyInfo;
  insurance_information: InsuranceInformation;
}
