import { productRules, type RulesTexts } from './rules-doc';

export const OSGOP_RULES: RulesTexts = {
  uz: productRules('uz', {
    title:
      'OSGOP — tashuvchining yoʻlovchilar oldidagi fuqarolik javobgarligini majburiy sugʻurtalash qoidalari',
    about: [
      'Vazirlar Mahkamasining 2015-yil 15-sentabrdagi 266-son qarori asosida avtobus, mikroavtobus va taksida ' +
        'yoʻlovchi tashuvchi shaxsning javobgarligi sugʻurtalanadi; transport vositasi reyestrdan aniqlanadi.',
    ],
    cover: [
      'Tashish vaqtida yoʻlovchining hayoti va sogʻligʻiga (40 000 000 soʻmgacha) hamda yukiga (4 000 000 soʻmgacha) ' +
        'yetkazilgan zarar.',
    ],
    exclusions: [
      'Yoʻlovchining qasddan qilgan harakatlari; tashish shartnomasidan tashqari tashish; harbiy harakatlar.',
    ],
    limits: ['Har bir yoʻlovchi oʻrni uchun 44 000 000 soʻm; oʻrinlar soni reyestrdagidek.'],
    claims: ['Hodisa haqida sugʻurtalovchini 3 ish kuni ichida xabardor qiling va hujjatlarni taqdim eting.'],
    term: ['Polis 3, 6 yoki 12 oyga tuziladi va polisda koʻrsatilgan sanadan amal qiladi.'],
  }),
  ru: productRules('ru', {
    title: 'Правила ОСГОП — обязательного страхования ответственности перевозчика перед пассажирами',
    about: [
      'По постановлению Кабинета Министров № 266 от 15.09.2015 страхуется ответственность перевозчика пассажиров ' +
        'автобусом, микроавтобусом или такси; транспортное средство определяется по реестру.',
    ],
    cover: [
      'Вред жизни и здоровью пассажира (до 40 000 000 сумов) и его багажу (до 4 000 000 сумов) при перевозке.',
    ],
    exclusions: ['Умышленные действия пассажира; перевозка вне договора перевозки; военные действия.'],
    limits: ['44 000 000 сумов на каждое пассажирское место; число мест — по реестру.'],
    claims: ['Сообщите страховщику о случае в течение 3 рабочих дней и представьте документы.'],
    term: ['Полис заключается на 3, 6 или 12 месяцев и действует с даты, указанной в полисе.'],
  }),
  en: productRules('en', {
    title: 'OSGOP rules: compulsory insurance of carrier liability to passengers',
    about: [
      'Under Cabinet of Ministers resolution No. 266 of 15.09.2015 the liability of a carrier of passengers by ' +
        'bus, minibus or taxi is insured; the vehicle is identified in the registry.',
    ],
    cover: [
      "Harm to a passenger's life and health (up to 40 000 000 UZS) and baggage (up to 4 000 000 UZS) in carriage.",
    ],
    exclusions: ["A passenger's intentional acts; carriage outside a contract of carriage; acts of war."],
    limits: ['44 000 000 UZS per passenger seat; the number of seats as in the registry.'],
    claims: ['Tell the insurer within 3 working days and hand in the documents.'],
    term: ['3, 6 or 12 months from the date shown in the policy.'],
  }),
};
