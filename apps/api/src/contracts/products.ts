import type { PaymentLang } from '@polis/api-contract';

export interface ProductInfo {
  /** Policy form series printed before the number; OSAGO's EIOO is the form the regulator issues. */
  readonly series: string;
  readonly name: Readonly<Record<PaymentLang, string>>;
}

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
  osago: { series: 'EIOO', name: motorLiability },
  'osago-limited': { series: 'EIOO', name: motorLiability },
  kasko: {
    series: 'KASK',
    name: {
      uz: 'KASKO — avtotransportni ixtiyoriy sugʻurtalash',
      ru: 'КАСКО',
      en: 'Comprehensive car insurance (KASKO)',
    },
  },
  'mini-kasko': {
    series: 'MKAS',
    name: { uz: 'Mini KASKO', ru: 'Мини КАСКО', en: 'Mini KASKO' },
  },
  'monthly-kasko': {
    series: 'MKOY',
    name: { uz: 'Oylik KASKO', ru: 'Ежемесячное КАСКО', en: 'Monthly KASKO' },
  },
  'quick-car-insurance': {
    series: 'QKAS',
    name: { uz: 'Tezkor avtosugʻurta', ru: 'Быстрое автострахование', en: 'Quick car insurance' },
  },
  osgop: {
    series: 'OSGP',
    name: {
      uz: 'OSGOP — tashuvchining yoʻlovchilar oldidagi javobgarligini sugʻurtalash',
      ru: 'ОСГОП — страхование ответственности перевозчика перед пассажирами',
      en: 'OSGOP — carrier liability to passengers',
    },
  },
  osgor: {
    series: 'OSGR',
    name: {
      uz: 'OSGOR — ish beruvchining fuqarolik javobgarligini sugʻurtalash',
      ru: 'ОСГОР — страхование гражданской ответственности работодателя',
      en: 'OSGOR — employer liability insurance',
    },
  },
  travel: {
    series: 'TRVL',
    name: {
      uz: 'Chet elga chiquvchilarni sugʻurtalash',
      ru: 'Страхование выезжающих за рубеж',
      en: 'Travel insurance abroad',
    },
  },
  'travel-minimal': {
    series: 'TRVM',
    name: {
      uz: 'Sayohat sugʻurtasi (minimal)',
      ru: 'Страхование путешествий (минимальное)',
      en: 'Travel insurance (minimal)',
    },
  },
  'travel-around-uzbekistan': {
    series: 'TRUZ',
    name: {
      uz: 'Oʻzbekiston boʻylab sayohat sugʻurtasi',
      ru: 'Страхование путешествий по Узбекистану',
      en: 'Travel around Uzbekistan insurance',
    },
  },
  accident: { series: 'ACCI', name: accident },
  'accident-driver': { series: 'ACCI', name: accident },
  'accident-student': { series: 'ACCI', name: accident },
  'accident-teacher': { series: 'ACCI', name: accident },
  'accident-foreign': { series: 'ACCI', name: accident },
  housing: {
    series: 'HOUS',
    name: { uz: 'Uy-joyni sugʻurtalash', ru: 'Страхование жилья', en: 'Home insurance' },
  },
  documents: {
    series: 'DOCS',
    name: { uz: 'Hujjatlarni sugʻurtalash', ru: 'Страхование документов', en: 'Documents insurance' },
  },
  kids: {
    series: 'KIDS',
    name: { uz: 'Bolalarni sugʻurtalash', ru: 'Страхование детей', en: 'Kids insurance' },
  },
  sport: {
    series: 'SPRT',
    name: { uz: 'Sportchilarni sugʻurtalash', ru: 'Страхование спортсменов', en: 'Sports insurance' },
  },
  pets: {
    series: 'PETS',
    name: { uz: 'Uy hayvonlarini sugʻurtalash', ru: 'Страхование домашних животных', en: 'Pet insurance' },
  },
  'job-loss': {
    series: 'JOBL',
    name: {
      uz: 'Ishdan ayrilishdan sugʻurtalash',
      ru: 'Страхование от потери работы',
      en: 'Job-loss insurance',
    },
  },
  dms: {
    series: 'DMSS',
    name: {
      uz: 'Ixtiyoriy tibbiy sugʻurta',
      ru: 'Добровольное медицинское страхование',
      en: 'Voluntary health insurance',
    },
  },
  kindness: {
    series: 'KIND',
    name: { uz: 'Ezgulik sugʻurtasi', ru: 'Страхование «Доброта»', en: 'Kindness insurance' },
  },
};

export const productInfo = (key: string): ProductInfo | undefined =>
  Object.prototype.hasOwnProperty.call(PRODUCTS, key) ? PRODUCTS[key] : undefined;
