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

/** The kinds on sale: id, premium and liability (UZS), and the name in uz, ru and en. */
// prettier-ignore
const ROWS: readonly (readonly [number, number, number, string, string, string])[] = [
  [31, 20_000, 1_000_000, 'Pasport yoki ID-karta', 'Паспорт или ID-карта', 'Passport or ID card'],
  [32, 20_000, 1_000_000, 'Haydovchilik guvohnomasi', 'Водительское удостоверение', 'Driving licence'],
  [33, 25_000, 1_500_000, 'Transport vositasining texnik pasporti', 'Техпаспорт транспортного средства',
    'Vehicle registration certificate'],
  [34, 30_000, 2_000_000, 'Davlat raqam belgilari', 'Государственные номерные знаки', 'Number plates'],
  [35, 20_000, 1_000_000, 'Diplom yoki attestat', 'Диплом или аттестат', 'Diploma or school certificate'],
  [36, 40_000, 3_000_000, 'Koʻchmas mulk kadastr hujjatlari', 'Кадастровые документы на недвижимость',
    'Real estate cadastre documents'],
  [GOV_OBJECT_TYPE_ID, 50_000, 5_000_000, 'Maxsus davlat obyekti hujjatlari',
    'Документы особого государственного объекта', 'Documents of a special government object'],
];

export const DOCUMENT_TYPES: readonly DocumentType[] = ROWS.map(([id, premium, liability, uz, ru, en]) => ({
  id,
  name_uz: uz,
  name_ru: ru,
  name_en: en,
  premium,
  liability,
}));

export const DOCUMENTS_PREMIUM_UZS = 20_000;
export const DOCUMENTS_COVER_MONTHS = 12;

export const documentType = (id: number): DocumentType | undefined => DOCUMENT_TYPES.find((t) => t.id === id);

const sumOf = (of: 'premium' | 'liability') => (typeIds: readonly number[]) =>
  [...new Set(typeIds)].reduce((sum, id) => sum + (documentType(id)?.[of] ?? 0), 0);

/** The premium of the chosen kinds, whole UZS (unknown ids count nothing: the server refuses them first). */
export const documentsPremium = sumOf('premium');

/** The total liability of the chosen kinds, UZS. */
export const documentsLiability = sumOf('liability');
