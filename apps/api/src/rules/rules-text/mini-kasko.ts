import { productRules, type RulesTexts } from './rules-doc';

export const MINI_KASKO_RULES: RulesTexts = {
  uz: productRules('uz', {
    title: 'Mini KASKO sugʻurtasi qoidalari',
    about: [
      'Mini KASKO — avtomobilni qisqa muddatga va belgilangan limit doirasida sugʻurtalash. Alohida yoki OSAGO ' +
        'polisiga qoʻshimcha sifatida rasmiylashtiriladi; avtomobil davlat raqami va texnik pasporti boʻyicha ' +
        'aniqlanadi.',
    ],
    cover: [
      'Yoʻl-transport hodisasi (aybdor kimligidan qatʼi nazar), yongʻin, tabiiy hodisalar, narsalar qulashi va ' +
        'uchinchi shaxslarning gʻayriqonuniy harakatlari natijasida avtomobilga yetkazilgan zarar.',
    ],
    exclusions: [
      'Avtomobilning oʻgʻirlanishi; mast holda yoki guvohnomasiz boshqarish; sugʻurta boshlanishidan oldingi ' +
        'shikastlar; eskirish va mexanik nosozliklar.',
    ],
    limits: [
      'Dasturlar: “Basic” — 60 000 soʻm, limit 10 000 000 soʻm; “Comfort” — 90 000 soʻm, limit 20 000 000 soʻm; ' +
        '“Premium” — 110 000 soʻm, limit 30 000 000 soʻm. Barcha toʻlovlar yigʻindisi limitdan oshmaydi.',
    ],
    claims: [
      'Yoʻl harakati xavfsizligi xizmatini chaqiring, shikastlarni suratga oling va sugʻurtalovchini 3 ish kuni ' +
        'ichida xabardor qiling; koʻrikdan oldin taʼmirlamang.',
    ],
    term: ['Polis 31 kunga amal qiladi va polisda koʻrsatilgan sanadan boshlanadi.'],
  }),
  ru: productRules('ru', {
    title: 'Правила страхования «Мини КАСКО»',
    about: [
      'Мини КАСКО — страхование автомобиля на короткий срок в пределах установленного лимита. Оформляется ' +
        'отдельно или в дополнение к полису ОСАГО; автомобиль определяется по госномеру и техпаспорту.',
    ],
    cover: [
      'Ущерб автомобилю в ДТП (независимо от виновника), при пожаре, природных явлениях, падении предметов и ' +
        'противоправных действиях третьих лиц.',
    ],
    exclusions: [
      'Угон автомобиля; управление в состоянии опьянения или без удостоверения; повреждения, полученные до начала ' +
        'страхования; износ и механические поломки.',
    ],
    limits: [
      'Программы: «Basic» — 60 000 сумов, лимит 10 000 000 сумов; «Comfort» — 90 000 сумов, лимит 20 000 000 ' +
        'сумов; «Premium» — 110 000 сумов, лимит 30 000 000 сумов. Сумма всех выплат не превышает лимит.',
    ],
    claims: [
      'Вызовите службу безопасности дорожного движения, сфотографируйте повреждения и сообщите страховщику в ' +
        'течение 3 рабочих дней; не ремонтируйте автомобиль до осмотра.',
    ],
    term: ['Полис действует 31 день с даты, указанной в полисе.'],
  }),
  en: productRules('en', {
    title: 'Mini KASKO insurance rules',
    about: [
      'Mini KASKO insures a car for a short term within a fixed limit, on its own or as an add-on to an OSAGO ' +
        'policy; the car is identified by its plate and registration certificate.',
    ],
    cover: [
      'Damage to the car in a road accident (whoever is at fault), by fire, natural events, falling objects and ' +
        'unlawful acts of others.',
    ],
    exclusions: [
      'Theft of the car; driving drunk or without a licence; damage that existed before the cover began; wear and ' +
        'tear and mechanical breakdown.',
    ],
    limits: [
      'Programmes: Basic 60 000 UZS with a limit of 10 000 000 UZS; Comfort 90 000 UZS, limit 20 000 000 UZS; ' +
        'Premium 110 000 UZS, limit 30 000 000 UZS. All payments together stay within the limit.',
    ],
    claims: [
      'Call the road safety police, photograph the damage and tell the insurer within 3 working days; do not ' +
        'repair before the inspection.',
    ],
    term: ['31 days from the date shown in the policy.'],
  }),
};
