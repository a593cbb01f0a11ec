import type { DmsConstructorResponse } from '@polis/api-contract';
import {
  DMS_ADDITIONAL_COVERAGES,
  DMS_BASE_LIMIT_UZS,
  DMS_DEFAULT_CATEGORY,
  DMS_DEFAULT_COVERAGES,
  DMS_HOSPITAL_CATEGORIES,
  DMS_MAX_EMPLOYEES,
  DMS_MAX_LIMIT_UZS,
  DMS_MIN_LIMIT_UZS,
  DMS_ROUNDING_STEP_UZS,
  DMS_TRAVEL_DEFAULT_DAYS,
} from '@polis/tariffs';

type Names = { readonly uz: string; readonly ru: string; readonly en: string };

/** The coverages' names for clients other than the site (the site has them in its messages). */
// prettier-ignore
export const DMS_COVERAGE_NAMES: Readonly<Record<string, Names>> = {
  outpatient: { uz: 'Ambulator-poliklinika yordami', ru: 'Амбулаторно-поликлиническая помощь', en: 'Outpatient care' },
  inpatient: { uz: 'Statsionar davolanish', ru: 'Стационарное лечение', en: 'Inpatient treatment' },
  emergency: { uz: 'Tez va shoshilinch tibbiy yordam', ru: 'Скорая и неотложная помощь', en: 'Emergency and ambulance care' },
  dentistry: { uz: 'Stomatologiya', ru: 'Стоматология', en: 'Dentistry' },
  medicines: { uz: 'Dori-darmonlar', ru: 'Лекарственное обеспечение', en: 'Medicines' },
  checkup: { uz: 'Yillik tibbiy koʻrik (check-up)', ru: 'Ежегодный медосмотр (check-up)', en: 'Annual check-up' },
  maternity: { uz: 'Homiladorlikni kuzatish', ru: 'Ведение беременности', en: 'Pregnancy care' },
  vaccination: { uz: 'Emlash', ru: 'Вакцинация', en: 'Vaccination' },
  critical: { uz: 'Ogʻir kasalliklar', ru: 'Критические заболевания', en: 'Critical illness' },
  travel: { uz: 'Xorijga safarda tibbiy yordam', ru: 'Медпомощь в поездках за рубеж', en: 'Medical care when travelling abroad' },
};

/** `GET /dms/constructor`'s data, from the tariffs (`libs/tariffs/src/dms.ts`). */
export const dmsConstructorData = (): DmsConstructorResponse['data'] => ({
  base_limit: DMS_BASE_LIMIT_UZS,
  min_limit: DMS_MIN_LIMIT_UZS,
  max_limit: DMS_MAX_LIMIT_UZS,
  step: DMS_ROUNDING_STEP_UZS,
  hospital_categories: [...DMS_HOSPITAL_CATEGORIES],
  default_category: DMS_DEFAULT_CATEGORY,
  travel_default_days: DMS_TRAVEL_DEFAULT_DAYS,
  max_employees: DMS_MAX_EMPLOYEES,
  default_coverages: DMS_DEFAULT_COVERAGES.map(({ id, key, coverage }) => ({
    id,
    key,
    name: DMS_COVERAGE_NAMES[key],
    coverage,
  })),
  additional_coverages: DMS_ADDITIONAL_COVERAGES.map((c) => ({
    id: c.id,
    key: c.key,
    name: DMS_COVERAGE_NAMES[c.key],
    coverage: c.coverage,
    min_coverage: c.min_coverage,
    max_coverage: c.max_coverage,
    step: c.is_travel ? 1 : DMS_ROUNDING_STEP_UZS,
    is_travel: c.is_travel,
    checked: c.checked,
  })),
});
