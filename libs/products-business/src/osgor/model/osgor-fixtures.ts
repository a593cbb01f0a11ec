import type { Organization } from '@polis/api-contract';
import type { OsgorSnapshot } from './osgor-state';

/** The seeded IT company (class 1) as the registry answers it; for this folder's tests. */
export const IT_PARK: Organization = {
  inn: '307890123',
  name: '"IT Park Digital" masʼuliyati cheklangan jamiyati',
  short_name: 'IT Park Digital MChJ',
  direktor: 'Kim Elena Vladimirovna',
  manzil: 'Toshkent sh., Mirzo Ulugʻbek tumani, Buyuk Ipak yoʻli koʻchasi, 161-uy',
  bank: '"Trastbank" XAB',
  mfo: '00491',
  schet: '20208000400789012007',
  oked: '62010',
  region_id: 1,
  region: { id: 1, name_uz: 'Toshkent shahri', name_ru: 'г. Ташкент', name_en: 'Tashkent city' },
  rate: 0.000571,
};

export const SNAPSHOT: OsgorSnapshot = {
  company_info: {
    inn: '307890123',
    company: IT_PARK,
    phone: '+998 90 123 45 67',
    regionId: '1',
    districtId: '101',
  },
  insurance_information: {
    okonx: '62',
    fot: '1 200 000 000',
    beginDate: '01.12.2026',
    rate: 0.000571,
    priceForPayment: 685_200,
  },
};
