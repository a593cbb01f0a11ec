import type { ClaimFormKind, InterfaceLang, PaymentLang } from '@polis/api-contract';
import { textIn } from '../http/lang-texts';

/**
 * How a claim on the product is made (issue 23; the table of apps/api/src/claims/README.md): the kind of form
 * the claimant fills in, the days after the event within which it is filed (also after the policy ended), and
 * whether the cover is a liability one (the claimant is then usually the victim, and the holder is told).
 */
export interface ClaimRule {
  readonly form: ClaimFormKind;
  readonly periodDays: number;
  readonly liability?: true;
}

export interface ProductInfo {
  /** Policy form series printed before the number; OSAGO's EIOO is the form the regulator issues. */
  readonly series: string;
  readonly name: Readonly<Record<PaymentLang, string>>;
  readonly claim: ClaimRule;
  /** No renewal reminders: the cover renews by itself (monthly KASKO's card charges). */
  readonly renewsItself?: true;
}

// The periods: liability covers follow the victim's notice of the at-fault party (60 days here); own-damage
// covers want the car seen soon (15 days); the others 30 days from the event (the medical papers take time).
const LIABILITY: ClaimRule = { form: 'vehicle', periodDays: 60, liability: true };
const OWN_DAMAGE: ClaimRule = { form: 'vehicle', periodDays: 15 };
const TRAVEL: ClaimRule = { form: 'travel', periodDays: 30 };
const PROPERTY: ClaimRule = { form: 'property', periodDays: 30 };
const MEDICAL: ClaimRule = { form: 'medical', periodDays: 30 };
const PAPERS: ClaimRule = { form: 'documents', periodDays: 30 };

const motorLiability = {
  uz: 'OSAGO — avtotransport egalarining fuqarolik javobgarligini majburiy sugʻurtalash',
  ru: 'ОСАГО — обязательное страхование гражданской ответственности владельцев транспортных средств',
  en: 'OSAGO — compulsory motor third-party liability insurance',
};

const accident = {
  uz: 'Baxtsiz hodisalardan sugʻurtalash',
  ru: 'Страхование от несчастных случаев',
  en: 'Accident insurance',
};

/**
 * Products a contract may be made for (the spec's product routes). Products that share a paper form share
 * its series; the number comes from the policy id, so series + number stays unique either way.
 */
export const PRODUCTS: Readonly<Record<string, ProductInfo>> = {
  osago: { series: 'EIOO', name: motorLiability, claim: LIABILITY },
  'osago-limited': { series: 'EIOO', name: motorLiability, claim: LIABILITY },
  kasko: {
    series: 'KASK',
    claim: OWN_DAMAGE,
    name: {
      uz: 'KASKO — avtotransportni ixtiyoriy sugʻurtalash',
      ru: 'КАСКО',
      en: 'Comprehensive car insurance (KASKO)',
    },
  },
  'mini-kasko': {
    series: 'MKAS',
    claim: OWN_DAMAGE,
    name: { uz: 'Mini KASKO', ru: 'Мини КАСКО', en: 'Mini KASKO' },
  },
  'monthly-kasko': {
    series: 'MKOY',
    claim: OWN_DAMAGE,
    renewsItself: true,
    name: { uz: 'Oylik KASKO', ru: 'Ежемесячное КАСКО', en: 'Monthly KASKO' },
  },
  'quick-car-insurance': {
    series: 'QKAS',
    claim: OWN_DAMAGE,
    name: { uz: 'Tezkor avtosugʻurta', ru: 'Быстрое автострахование', en: 'Quick car insurance' },
  },
  osgop: {
    series: 'OSGP',
    claim: { form: 'medical', periodDays: 60, liability: true },
    name: {
      uz: 'OSGOP — tashuvchining yoʻlovchilar oldidagi javobgarligini sugʻurtalash',
      ru: 'ОСГОП — страхование ответственности перевозчика перед пассажирами',
      en: 'OSGOP — carrier liability to passengers',
    },
  },
  osgor: {
    series: 'OSGR',
    claim: { form: 'medical', periodDays: 60, liability: true },
    name: {
      uz: 'OSGOR — ish beruvchining fuqarolik javobgarligini sugʻurtalash',
      ru: 'ОСГОР — страхование гражданской ответственности работодателя',
      en: 'OSGOR — employer liability insurance',
    },
  },
  travel: {
    series: 'TRVL',
    claim: TRAVEL,
    name: {
      uz: 'Chet elga chiquvchilarni sugʻurtalash',
      ru: 'Страхование выезжающих за рубеж',
      en: 'Travel insurance abroad',
    },
  },
  'travel-minimal': {
    series: 'TRVM',
    claim: TRAVEL,
    name: {
      uz: 'Sayohat sugʻurtasi (minimal)',
      ru: 'Страхование путешествий (минимальное)',
      en: 'Travel insurance (minimal)',
    },
  },
  'travel-around-uzbekistan': {
    series: 'TRUZ',
    claim: TRAVEL,
    name: {
      uz: 'Oʻzbekiston boʻylab sayohat sugʻurtasi',
      ru: 'Страхование путешествий по Узбекистану',
      en: 'Travel around Uzbekistan insurance',
    },
  },
  accident: { series: 'ACCI', name: accident, claim: MEDICAL },
  'accident-driver': { series: 'ACCI', name: accident, claim: MEDICAL },
  'accident-student': { series: 'ACCI', name: accident, claim: MEDICAL },
  'accident-teacher': { series: 'ACCI', name: accident, claim: MEDICAL },
  'accident-foreign': { series: 'ACCI', name: accident, claim: MEDICAL },
  housing: {
    series: 'HOUS',
    claim: PROPERTY,
    name: { uz: 'Uy-joyni sugʻurtalash', ru: 'Страхование жилья', en: 'Home insurance' },
  },
  documents: {
    series: 'DOCS',
    claim: PAPERS,
    name: { uz: 'Hujjatlarni sugʻurtalash', ru: 'Страхование документов', en: 'Documents insurance' },
  },
  kids: {
    series: 'KIDS',
    claim: MEDICAL,
    name: { uz: 'Bolalarni sugʻurtalash', ru: 'Страхование детей', en: 'Kids insurance' },
  },
  sport: {
    series: 'SPRT',
    claim: MEDICAL,
    name: { uz: 'Sportchilarni sugʻurtalash', ru: 'Страхование спортсменов', en: 'Sports insurance' },
  },
  pets: {
    series: 'PETS',
    claim: PROPERTY,
    name: { uz: 'Uy hayvonlarini sugʻurtalash', ru: 'Страхование домашних животных', en: 'Pet insurance' },
  },
  'job-loss': {
    series: 'JOBL',
    claim: PAPERS,
    name: {
      uz: 'Ishdan ayrilishdan sugʻurtalash',
      ru: 'Страхование от потери работы',
      en: 'Job-loss insurance',
    },
  },
  dms: {
    series: 'DMSS',
    claim: MEDICAL,
    name: {
      uz: 'Ixtiyoriy tibbiy sugʻurta',
      ru: 'Добровольное медицинское страхование',
      en: 'Voluntary health insurance',
    },
  },
  kindness: {
    series: 'KIND',
    claim: MEDICAL,
    name: { uz: 'Ezgulik sugʻurtasi', ru: 'Страхование «Доброта»', en: 'Kindness insurance' },
  },
};

export const productInfo = (key: string): ProductInfo | undefined =>
  Object.prototype.hasOwnProperty.call(PRODUCTS, key) ? PRODUCTS[key] : undefined;

/** The product's name in an interface language (Uzbek in Cyrillic script from the Uzbek one); else its key. */
export const productName = (key: string, lang: InterfaceLang): string => {
  const info = productInfo(key);
  return info ? textIn(info.name, lang) : key;
};
