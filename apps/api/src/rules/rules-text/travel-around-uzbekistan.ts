import { productRules, type RulesTexts } from './rules-doc';

export const TRAVEL_UZBEKISTAN_RULES: RulesTexts = {
  uz: productRules('uz', {
    title: 'Oʻzbekiston boʻylab sayohat sugʻurtasi qoidalari',
    about: [
      'Oʻzbekiston hududida sayohat qiluvchi turistlar — rezidentlar va chet el fuqarolari — sugʻurtalanadi. ' +
        'Bitta polisga sugʻurtalanuvchi va bir necha turist kiritiladi.',
    ],
    cover: [
      'Sayohat davomida baxtsiz hodisa natijasida jarohatlanish, nogironlik yoki vafot etish; shoshilinch tibbiy ' +
        'yordam va yashash joyigacha tibbiy transport xarajatlari.',
    ],
    exclusions: [
      'Surunkali kasalliklarni davolash; mast holda olingan jarohatlar; tashkil etilmagan ekstremal faoliyat ' +
        '(togʻ choʻqqilariga chiqish, parashyutda sakrash) polisda koʻrsatilmagan boʻlsa.',
    ],
    limits: [
      'Mukofot = tarifning kunlik narxi × turistlar soni × kunlar soni; javobgarlik limiti har bir turist uchun ' +
        'tarifdagi limitga teng va polisda koʻrsatiladi.',
    ],
    claims: [
      'Zarur boʻlsa tez tibbiy yordamni (103) chaqiring va sugʻurtalovchini 3 ish kuni ichida xabardor qiling; ' +
        'tibbiy hujjatlar va xarajatlar cheklarini taqdim eting.',
    ],
    term: ['Polis sayohatning boshlanish va tugash sanalari uchun tuziladi.'],
  }),
  ru: productRules('ru', {
    title: 'Правила страхования путешествий по Узбекистану',
    about: [
      'Страхуются туристы — резиденты и иностранцы, — путешествующие по территории Узбекистана. В один полис ' +
        'включаются страхователь и несколько туристов.',
    ],
    cover: [
      'Травма, инвалидность или смерть в результате несчастного случая в поездке; расходы на экстренную ' +
        'медицинскую помощь и медицинскую транспортировку до места жительства.',
    ],
    exclusions: [
      'Лечение хронических заболеваний; травмы в состоянии опьянения; неорганизованные экстремальные занятия ' +
        '(восхождения, прыжки с парашютом), если они не указаны в полисе.',
    ],
    limits: [
      'Премия = дневная стоимость тарифа × число туристов × число дней; лимит ответственности на каждого туриста ' +
        'равен лимиту тарифа и указывается в полисе.',
    ],
    claims: [
      'При необходимости вызовите скорую помощь (103) и сообщите страховщику в течение 3 рабочих дней; ' +
        'представьте медицинские документы и чеки расходов.',
    ],
    term: ['Полис оформляется на даты начала и окончания поездки.'],
  }),
  en: productRules('en', {
    title: 'Travel around Uzbekistan insurance rules',
    about: [
      'Tourists travelling within Uzbekistan, residents and foreigners, are insured. One policy names the ' +
        'policyholder and several tourists.',
    ],
    cover: [
      'Injury, disability or death after an accident during the trip; the costs of emergency medical care and of ' +
        'medical transport home.',
    ],
    exclusions: [
      'Treatment of chronic illness; injuries while drunk; unorganised extreme activities (climbing, parachuting) ' +
        'unless the policy names them.',
    ],
    limits: [
      "Premium = the tariff's daily price × number of tourists × number of days; each tourist's limit is the " +
        "tariff's and is stated in the policy.",
    ],
    claims: [
      'Call an ambulance (103) if needed and tell the insurer within 3 working days, with the medical documents and ' +
        'receipts.',
    ],
    term: ['From the first to the last day of the trip.'],
  }),
};
