/**
 * Documents insurance (spec 001 "Documents"): the customer chooses one or more kinds of document, each with its
 * own premium and liability (the limit paid for replacing it); the premium is the sum of the chosen kinds. Type
 * id 38 is the special government object (spec 001) and needs its state number. The kinds, premiums and
 * liabilities are the product's own choice (no public figures, NOTES.md); the cheapest kind is the catalogue's
 * starting price, 20 000 UZS.
 */
export interface DocumentType {
  readonly id: number;
  readonly name_uz: string;
  readonly name_ru: string;
  readonly name_en: string;
  /** UZS a year for this kind. */
  readonly premium: number;
  /** The most paid for replacing it, UZS. */
  readonly liability: number;
}

/** Spec 001: the special government-object type. */
export const GOV_OBJECT_TYPE_ID = 38;

export const DOCUMENT_TYPES: readonly DocumentType[] = [
  {
    id: 31,
    name_uz: 'Pasport yoki ID-karta',
    name_ru: 'Паспорт или ID-карта',
    name_en: 'Passport or ID card',
    premium: 20_000,
    liability: 1_000_000,
  },
  {
    id: 32,
    name_uz: 'Haydovchilik guvohnomasi',
    name_ru: 'Водительское удостоверение',
    name_en: 'Driving licence',
    premium: 20_000,
    liability: 1_000_000,
  },
  {
    id: 33,
    name_uz: 'Transport vositasining texnik pasporti',
    name_ru: 'Техпаспорт транспортного средства',
    name_en: 'Vehicle registration certificate',
    premium: 25_000,
    liability: 1_500_000,
  },
  {
    id: 34,
    name_uz: 'Davlat raqam belgilari',
    name_ru: 'Государственные номерные знаки',
    name_en: 'Number plates',
    premium: 30_000,
    liability: 2_000_000,
  },
  {
    id: 35,
    name_uz: 'Diplom yoki attestat',
    name_ru: 'Диплом или аттестат',
    name_en: 'Diploma or school certificate',
    premium: 20_000,
    liability: 1_000_000,
  },
  {
    id: 36,
    name_uz: 'Koʻchmas mulk kadastr hujjatlari',
    name_ru: 'Кадастровые документы на недвижимость',
    name_en: 'Real estate cadastre documents',
    premium: 40_000,
    liability: 3_000_000,
  },
  {
    id: GOV_OBJECT_TYPE_ID,
    name_uz: 'Maxsus davlat obyekti hujjatlari',
    name_ru: 'Документы особого государственного объекта',
    name_en: 'Documents of a special government object',
    premium: 50_000,
    liability: 5_000_000,
  },
];

export const DOCUMENTS_PREMIUM_UZS = 20_000;
export const DOCUMENTS_COVER_MONTHS = 12;

export const documentType = (id: number): DocumentType | undefined => DOCUMENT_TYPES.find((t) => t.id === id);

/** The premium of the chosen kinds, whole UZS (unknown ids count nothing: the server refuses them first). */
export const documentsPremium = (typeIds: readonly number[]): number =>
  [...new Set(typeIds)].reduce((sum, id) => sum + (documentType(id)?.premium ?? 0), 0);

/** The total liability of the chosen kinds, UZS. */
export const documentsLiability = (typeIds: readonly number[]): number =>
  [...new Set(typeIds)].reduce((sum, id) => sum + (documentType(id)?.liability ?? 0), 0);
