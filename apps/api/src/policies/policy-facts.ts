import type { InterfaceLang, PaymentLang } from '@polis/api-contract';
import { HOUSING_PROGRAMS, MINI_KASKO_PROGRAMS, PETS_PROGRAMS, QUICK_KASKO_PROGRAMS } from '@polis/tariffs';
import { KIDS_PROGRAM_NAMES, sportDictionary } from '@polis/tariffs';
import { TRAVEL_PROGRAMS, TRAVEL_PURPOSES, TRAVEL_UZB_TARIFFS } from '@polis/tariffs';
import { DOCUMENT_TYPES, KASKO_RISKS } from '@polis/tariffs';
import isoCountries from 'i18n-iso-countries';
import { TRAVEL_PSEUDO_DESTINATIONS } from '@polis/tariffs';
import type { ContractDetails } from '../contracts/contract-service';
import { formatDate, formatUzs } from '../contracts/format';
import { REGIONS } from '../db/seed/regions';
import { textIn } from '../http/lang-texts';

/**
 * What a policy prints of `contracts.details`: a label and a value in each language, for every fact a
 * product stores. A new product adds its keys here (and its value words); nothing else changes.
 */
export type Localised = Readonly<Record<PaymentLang, string>> & {
  /** Uzbek in Cyrillic script when it is not the `uz` text transliterated (`textIn`): a value printed as typed. */
  readonly 'uz-cyrl'?: string;
};
type Value = string | number | boolean;

export interface PolicyFact {
  readonly label: Localised;
  readonly value: Localised;
  /** Long text (an address, a list): a row of its own. */
  readonly wide: boolean;
}

interface FactSpec {
  readonly label: Localised;
  readonly value?: (value: Value) => Localised;
  readonly wide?: boolean;
}

const same = (text: string): Localised => ({ uz: text, ru: text, en: text, 'uz-cyrl': text });
const l = (uz: string, ru: string, en: string): Localised => ({ uz, ru, en });
/** Items in each language, comma-separated. */
const joined = (items: readonly Localised[]): Localised => ({
  ...l(
    items.map((i) => i.uz).join(', '),
    items.map((i) => i.ru).join(', '),
    items.map((i) => i.en).join(', '),
  ),
  'uz-cyrl': items.map((i) => textIn(i, 'uz-cyrl')).join(', '),
});

/** Words a product stores as values, keyed by what it stores. */
const TERRITORIES: Readonly<Record<string, Localised>> = {
  tashkent: l('Toshkent shahri va viloyati', 'г. Ташкент и Ташкентская обл.', 'Tashkent city and region'),
  regions: l('Boshqa viloyatlar', 'Другие регионы', 'Other regions'),
  abroad: l('Chet elda roʻyxatdan oʻtgan', 'Зарегистрировано за рубежом', 'Registered abroad'),
};
const HOUSE_TYPES: Readonly<Record<string, Localised>> = {
  flat: l('Kvartira', 'Квартира', 'Flat'),
  house: l('Xususiy uy', 'Частный дом', 'House'),
};
const ADDONS: Readonly<Record<string, Localised>> = {
  accident: l('Baxtsiz hodisalardan', 'От несчастных случаев', 'Accident'),
  'gas cylinder': l('Gaz ballon', 'Газовый баллон', 'Gas cylinder'),
  'number plate': l('Davlat raqami belgisi', 'Госномер', 'Number plate'),
  ...Object.fromEntries(
    MINI_KASKO_PROGRAMS.map((p) => [`mini kasko ${p.name}`, same(`Mini KASKO «${p.name}»`)]),
  ),
};
/**
 * Program names are stored in English (housing, quick kasko, pets, the mini KASKO family); kids stores its program's
 * id. Any known one prints in every language; kasko's Basic, Comfort and Premium are names in every language.
 */
const PROGRAMS: Readonly<Record<string, Localised>> = {
  ...Object.fromEntries(
    [...HOUSING_PROGRAMS, ...QUICK_KASKO_PROGRAMS, ...PETS_PROGRAMS].flatMap((p) =>
      [p.name.en, p.name.uz, p.name.ru].map((name) => [name, p.name]),
    ),
  ),
  ...Object.fromEntries(
    MINI_KASKO_PROGRAMS.map((p) => [`Mini KASKO ${p.name}`, same(`Mini KASKO «${p.name}»`)]),
  ),
  ...KIDS_PROGRAM_NAMES,
};
/** OSGOR's region, by the id of the regions registry (the plate code: 1 Tashkent city, 10 Tashkent region...). */
const REGION_NAMES: Readonly<Record<string, Localised>> = Object.fromEntries(
  REGIONS.map((r) => [String(r.id), l(r.name_uz, r.name_ru, r.name_en)]),
);
/** A sport as sport stores it: its type's id (a sport and a period); older contracts its English name. */
const sportName = (value: Value): Localised => {
  const type = sportDictionary().types.find((t) => t.id === value || t.name_en === value);
  return type ? l(type.name_uz, type.name_ru, type.name_en) : same(String(value));
};

const word =
  (words: Readonly<Record<string, Localised>>) =>
  (value: Value): Localised =>
    Object.prototype.hasOwnProperty.call(words, String(value)) ? words[String(value)] : same(String(value));

/** `accident, mini kasko Comfort` -> each item in each language. */
const list =
  (words: Readonly<Record<string, Localised>>) =>
  (value: Value): Localised =>
    joined(
      String(value)
        .split(',')
        .map((item) => word(words)(item.trim())),
    );

/**
 * A country as the travel products store it (ISO code, the insurer's SCH/WWD/AEU, or its English name, as
 * travel abroad stored it first) in each language; anything else as stored.
 */
function countryName(stored: string): Localised {
  const pseudo = TRAVEL_PSEUDO_DESTINATIONS.find((p) => p.code === stored || p.name.en === stored);
  if (pseudo) return pseudo.name;
  const code = /^[A-Z]{2}$/.test(stored) ? stored : isoCountries.getAlpha2Code(stored, 'en');
  const en = code ? isoCountries.getName(code, 'en') : undefined;
  if (!code || !en) return same(stored);
  return l(isoCountries.getName(code, 'uz') ?? en, isoCountries.getName(code, 'ru') ?? en, en);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What a traveller's brackets hold (`(KZ)`, `(1990-03-15)`): a country by name, a day as DD.MM.YYYY. */
function bracketed(inner: string): Localised {
  if (ISO_DAY.test(inner)) return same(formatDate(inner));
  return /^[A-Z]{2,3}$/.test(inner) ? countryName(inner) : same(inner);
}

/** `Karimov Alisher, Nurlanova Aigerim (KZ)` -> the visitor's country named in each language. */
const travellers = (value: Value): Localised => {
  const items = String(value)
    .split(',')
    .map((item) => {
      const match = /^(.*)\(([^()]*)\)\s*$/.exec(item.trim());
      if (!match) return same(item.trim());
      const inner = bracketed(match[2].trim());
      const who = match[1].trim();
      return l(`${who} (${inner.uz})`, `${who} (${inner.ru})`, `${who} (${inner.en})`);
    });
  return joined(items);
};

const uzs = (value: Value) => same(typeof value === 'number' ? `${formatUzs(value)} UZS` : String(value));

/** A count with its unit: `5 kun / 5 дн. / 5 days`. */
const counted =
  (uz: string, ru: string, en: string) =>
  (value: Value): Localised =>
    l(`${value} ${uz}`, `${value} ${ru}`, `${value} ${en}`);

/** Month names as a date names them: `2022-yil may`, `май 2022`, `May 2022`. */
const MONTHS = {
  uz: 'yanvar fevral mart aprel may iyun iyul avgust sentabr oktabr noyabr dekabr'.split(' '),
  ru: 'январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь'.split(' '),
  en: 'January February March April May June July August September October November December'.split(' '),
};

/** `2022-05` -> `2022-yil may / май 2022 / May 2022`; anything else as stored. */
const month = (value: Value): Localised => {
  const match = /^(\d{4})-(\d{2})$/.exec(String(value));
  const i = match ? Number(match[2]) - 1 : -1;
  if (!match || i < 0 || i > 11) return same(String(value));
  return l(`${match[1]}-yil ${MONTHS.uz[i]}`, `${MONTHS.ru[i]} ${match[1]}`, `${MONTHS.en[i]} ${match[1]}`);
};

/** OSGOP's carrier, `Name, INN 123456789`: the INN under its name in each language. */
const carrier = (value: Value): Localised => {
  const match = /^(.*), INN (\d+)$/.exec(String(value));
  if (!match) return same(String(value));
  return l(`${match[1]}, STIR ${match[2]}`, `${match[1]}, ИНН ${match[2]}`, `${match[1]}, INN ${match[2]}`);
};

const KASKO_RISK_NAMES = Object.fromEntries(KASKO_RISKS.map((r) => [r.name.en, r.name]));

/** Kasko's liability limits, `Civil liability 1 000 000 UZS, ...`: each risk named in each language. */
const liabilities = (value: Value): Localised => {
  const items = String(value)
    .split(', ')
    .map((item) => {
      const match = /^(.*?) ([\d ]+ UZS)$/.exec(item);
      if (!match) return same(item);
      const name = word(KASKO_RISK_NAMES)(match[1]);
      return l(`${name.uz} ${match[2]}`, `${name.ru} ${match[2]}`, `${name.en} ${match[2]}`);
    });
  return joined(items);
};

/** Known facts in the order they print; a product's own facts come out together. */
const FACTS: Readonly<Record<string, FactSpec>> = {
  // motor
  plate: { label: l('Davlat raqami', 'Госномер', 'Plate') },
  gos_number: { label: l('Davlat raqami', 'Госномер', 'Plate') },
  vehicle: { label: l('Transport vositasi', 'Транспортное средство', 'Vehicle') },
  model: { label: l('Transport vositasi', 'Транспортное средство', 'Vehicle') },
  tech_passport: { label: l('Texnik pasport', 'Техпаспорт', 'Registration certificate') },
  territory: { label: l('Hudud', 'Территория', 'Territory'), value: word(TERRITORIES) },
  drivers: {
    label: l('Haydovchilar', 'Водители', 'Drivers'),
    value: (value) =>
      value === 'unlimited'
        ? l('Cheklanmagan', 'Без ограничений', 'Unlimited')
        : l(`${value} nafar`, `${value} чел.`, `${value} named`),
  },
  // housing
  program: { label: l('Dastur', 'Программа', 'Programme'), value: word(PROGRAMS) },
  house_type: { label: l('Mulk turi', 'Тип жилья', 'Property'), value: word(HOUSE_TYPES) },
  address: { label: l('Manzil', 'Адрес', 'Address'), wide: true },
  // travel
  countries: {
    label: l('Mamlakatlar', 'Страны', 'Countries'),
    value: (value) => {
      const names = String(value)
        .split(',')
        .map((c) => countryName(c.trim()));
      return joined(names);
    },
    wide: true,
  },
  travellers: { label: l('Sayohatchilar', 'Путешественники', 'Travellers'), value: travellers, wide: true },
  travel_program: {
    label: l('Dastur', 'Программа', 'Programme'),
    value: word(Object.fromEntries(TRAVEL_PROGRAMS.map((p) => [p.name.en, p.name]))),
  },
  sum_insured_eur: {
    label: l('Sugʻurta summasi', 'Страховая сумма', 'Sum insured'),
    value: (v) => same(typeof v === 'number' ? `${formatUzs(v)} EUR` : `EUR ${v}`),
  },
  tariff: {
    label: l('Tarif', 'Тариф', 'Tariff'),
    value: word(Object.fromEntries(TRAVEL_UZB_TARIFFS.map((t) => [t.name.en, t.name]))),
  },
  purpose: {
    label: l('Safar maqsadi', 'Цель поездки', 'Purpose'),
    value: word(Object.fromEntries(TRAVEL_PURPOSES.map((p) => [String(p.id), p.name]))),
  },
  days: { label: l('Kunlar', 'Дней', 'Days'), value: counted('kun', 'дн.', 'days') },
  multi_entry: { label: l('Koʻp martalik', 'Многократный', 'Multi-entry') },
  family: { label: l('Oilaviy', 'Семейный', 'Family') },
  covid: { label: l('COVID-19', 'COVID-19', 'COVID-19') },
  risks: {
    label: l('Qoʻshimcha xavflar', 'Дополнительные риски', 'Add-on risks'),
    value: list({
      luggage: l('Bagaj', 'Багаж', 'Luggage'),
      accident: l('Baxtsiz hodisa', 'Несчастный случай', 'Accident'),
      cancel_travel: l('Safarning bekor qilinishi', 'Отмена поездки', 'Trip cancellation'),
      person_respon: l('Fuqarolik javobgarligi', 'Гражданская ответственность', 'Personal liability'),
      delay_travel: l('Reysning kechikishi', 'Задержка рейса', 'Travel delay'),
    }),
    wide: true,
  },
  home_cover: { label: l('Uy-joy sugʻurtasi', 'Страхование жилья', 'Home cover') },
  // accident, kids, sport, kindness
  insured_count: {
    label: l('Sugʻurtalanganlar soni', 'Число застрахованных', 'Insured persons'),
    value: (value) => l(`${value} nafar`, `${value} чел.`, `${value} ${value === 1 ? 'person' : 'persons'}`),
  },
  insured_persons: { label: l('Sugʻurtalangan shaxslar', 'Застрахованные лица', 'Insured'), wide: true },
  institution: { label: l('Taʼlim muassasasi', 'Учебное заведение', 'Institution'), wide: true },
  hospital_cover: { label: l('Kasalxonaga yotqizish', 'Госпитализация', 'Hospital stay'), value: uzs },
  sport: { label: l('Sport turi', 'Вид спорта', 'Sport'), value: sportName },
  resident: { label: l('Oʻzbekiston rezidenti', 'Резидент Узбекистана', 'Resident of Uzbekistan') },
  // employer liability (OSGOR)
  inn: { label: l('STIR', 'ИНН', 'INN') },
  director: { label: l('Rahbar', 'Руководитель', 'Director') },
  legal_address: { label: l('Yuridik manzil', 'Юридический адрес', 'Legal address'), wide: true },
  oked: { label: l('Faoliyat turi (OKED)', 'Вид деятельности (ОКЭД)', 'Activity (OKED)') },
  risk_rate: {
    label: l('Sugʻurta tarifi', 'Страховой тариф', 'Insurance rate'),
    value: (value) => {
      const percent = String(Math.round(Number(value) * 1e6) / 1e4);
      return l(`${percent.replace('.', ',')} %`, `${percent.replace('.', ',')} %`, `${percent} %`);
    },
  },
  payroll: { label: l('Yillik ish haqi fondi', 'Годовой фонд оплаты труда', 'Annual payroll'), value: uzs },
  region_id: { label: l('Hudud', 'Регион', 'Region'), value: word(REGION_NAMES) },
  // every product
  insured_sum: { label: l('Sugʻurta summasi', 'Страховая сумма', 'Sum insured'), value: uzs },
  period_months: {
    label: l('Muddat', 'Срок', 'Term'),
    value: (value) => l(`${value} oy`, `${value} мес.`, value === 1 ? '1 month' : `${value} months`),
  },
  // monthly mini KASKO: the cover goes on from month to month while the card is charged
  monthly_auto_payment: {
    label: l('Oylik avtotoʻlov', 'Ежемесячный автоплатёж', 'Monthly auto-payment'),
  },
  addons: { label: l('Qoʻshimcha', 'Дополнительно', 'Add-ons'), value: list(ADDONS), wide: true },
  // kasko family and OSGOP (libs/products-motor)
  vin: { label: l('Kuzov raqami (VIN)', 'Номер кузова (VIN)', 'Body number (VIN)') },
  period_days: {
    label: l('Muddat', 'Срок', 'Term'),
    value: (value) => l(`${value} kun`, `${value} дн.`, `${value} days`),
  },
  carrier: { label: l('Tashuvchi', 'Перевозчик', 'Carrier'), value: carrier, wide: true },
  applicant: { label: l('Arizachi', 'Заявитель', 'Applicant') },
  seats: { label: l('Yoʻlovchi oʻrinlari', 'Пассажирских мест', 'Passenger seats') },
  // kasko (libs/products-motor/src/kasko)
  kasko_car: { label: l('Katalog boʻyicha avtomobil', 'Автомобиль по каталогу', 'Car (catalogue)') },
  engine_number: { label: l('Dvigatel raqami', 'Номер двигателя', 'Engine number') },
  color: { label: l('Rangi', 'Цвет', 'Colour') },
  kasko_risks: {
    label: l('Konstruktor xatarlari', 'Риски конструктора', 'Constructor risks'),
    value: list(Object.fromEntries(KASKO_RISKS.map((r) => [r.name.en, r.name]))),
    wide: true,
  },
  kasko_liabilities: {
    label: l('Javobgarlik limitlari', 'Лимиты ответственности', 'Liability limits'),
    value: liabilities,
    wide: true,
  },
  // documents (libs/products-property): the chosen kinds as ids, 38's state number
  document_types: {
    label: l('Hujjatlar', 'Документы', 'Documents'),
    value: (value) => {
      const rows = String(value)
        .split(',')
        .map((id) => DOCUMENT_TYPES.find((t) => t.id === Number(id)))
        .filter((t) => t !== undefined);
      return joined(rows.map((t) => l(t.name_uz, t.name_ru, t.name_en)));
    },
    wide: true,
  },
  gov_number: { label: l('Obyektning davlat raqami', 'Госномер объекта', 'State number of the object') },
  // pets
  pet_name: { label: l('Hayvon laqabi', 'Кличка животного', 'Pet name') },
  pet_kind: {
    label: l('Hayvon turi', 'Вид животного', 'Kind of pet'),
    value: word({ cat: l('Mushuk', 'Кошка', 'Cat'), dog: l('It', 'Собака', 'Dog') }),
  },
  pet_birth_month: { label: l('Tugʻilgan oyi', 'Месяц рождения', 'Birth month'), value: month },
  // job loss
  job_title: { label: l('Lavozim', 'Должность', 'Job title') },
  employer: { label: l('Ish beruvchi', 'Работодатель', 'Employer'), wide: true },
  employer_inn: { label: l('Ish beruvchi STIR', 'ИНН работодателя', 'Employer INN') },
  salary: { label: l('Oylik ish haqi', 'Ежемесячная зарплата', 'Monthly salary'), value: uzs },
  coverage: { label: l('Sugʻurta qoplamasi', 'Страховое покрытие', 'Coverage'), value: uzs },
  covered_months: {
    label: l('Qoplanadigan oylar', 'Покрываемые месяцы', 'Months of salary covered'),
    value: counted('oy', 'мес.', 'months'),
  },
};

/**
 * Stored by older OSGOR contracts, not printed: the company is the policyholder, printed above the facts
 * (a second row named it twice); its bank, MFO and account were where the wizard said it would pay from,
 * but the premium is paid online (Payme, Click), so the policy names no account.
 */
const LEFT_OFF: ReadonlySet<string> = new Set(['company', 'bank', 'mfo', 'account']);

const YES_NO = (value: boolean) => (value ? l('Ha', 'Да', 'Yes') : l('Yoʻq', 'Нет', 'No'));

/** The printable facts of a contract, known keys first in their order; empty values are left out. */
export function policyFacts(details: ContractDetails): PolicyFact[] {
  const known = (key: string) => Object.prototype.hasOwnProperty.call(FACTS, key);
  const keys = Object.keys(details).filter(
    (key) => details[key] !== null && details[key] !== '' && !LEFT_OFF.has(key),
  );
  const ordered = [
    ...Object.keys(FACTS).filter((key) => keys.includes(key)),
    ...keys.filter((k) => !known(k)),
  ];
  return ordered.map((key) => {
    const value = details[key] as Value;
    // Not labelled yet: printed under its own name, so a new product's fact is not lost before its label.
    const spec: FactSpec = known(key) ? FACTS[key] : { label: same(key) };
    const shown =
      typeof value === 'boolean'
        ? YES_NO(value)
        : spec.value
          ? spec.value(value)
          : same(ISO_DAY.test(String(value)) ? formatDate(String(value)) : String(value));
    return { label: spec.label, value: shown, wide: spec.wide ?? false };
  });
}

/** One line in the PDF's languages: `Kvartira / Квартира / Flat`, a word shared by all printed once. */
export function inLanguages(text: Localised, langs: readonly InterfaceLang[]): string {
  return [...new Set(langs.map((lang) => textIn(text, lang)))].join(' / ');
}
