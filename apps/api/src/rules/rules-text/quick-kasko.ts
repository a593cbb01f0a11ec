import { productRules, type RulesTexts } from './rules-doc';

export const QUICK_KASKO_RULES: RulesTexts = {
  uz: productRules('uz', {
    title: 'Tezkor avtosugʻurta (Tez KASKO) qoidalari',
    about: [
      'Tez KASKO — avtomobilni koʻrikdan oʻtkazmasdan onlayn sugʻurtalash. Jismoniy shaxslar (rezident yoki ' +
        'chet ellik) va yuridik shaxslarning 10 yoshdan oshmagan yengil avtomobillari qabul qilinadi; avtomobil ' +
        'maʼlumotlari reyestrdan olinadi.',
    ],
    cover: [
      'Yoʻl-transport hodisasida avtomobilning shikastlanishi va toʻliq nobud boʻlishi, shuningdek yongʻin va ' +
        'tabiiy ofatlar natijasidagi zarar.',
    ],
    exclusions: [
      'Polis rasmiylashtirilishidan oldin mavjud boʻlgan shikastlar (ariza berilganda sugʻurtalovchi avtomobilni ' +
        'koʻrikdan oʻtkazadi); oʻgʻirlik; mast holda yoki guvohnomasiz boshqarish; taksi sifatida foydalanish.',
    ],
    limits: [
      'Sugʻurta summasi va mukofot tanlangan dasturga bogʻliq va polisda koʻrsatiladi; bitta hodisa boʻyicha toʻlov ' +
        'sugʻurta summasidan oshmaydi.',
    ],
    claims: [
      'Yoʻl harakati xavfsizligi xizmatini chaqiring va sugʻurtalovchini 3 ish kuni ichida xabardor qiling; ' +
        'sugʻurtalovchi koʻrigidan oldin avtomobilni taʼmirlamang.',
    ],
    term: ['Polis 12 oyga tuziladi va toʻlovdan keyin polisda koʻrsatilgan sanadan amal qiladi.'],
  }),
  ru: productRules('ru', {
    title: 'Правила быстрого автострахования (Тез КАСКО)',
    about: [
      'Тез КАСКО — онлайн-страхование автомобиля без осмотра. Принимаются легковые автомобили не старше 10 лет ' +
        'физических лиц (резидентов и иностранцев) и юридических лиц; данные автомобиля берутся из реестра.',
    ],
    cover: ['Повреждение и полная гибель автомобиля в ДТП, а также ущерб от пожара и стихийных бедствий.'],
    exclusions: [
      'Повреждения, существовавшие до оформления полиса (при заявлении страховщик осматривает автомобиль); угон; ' +
        'управление в состоянии опьянения или без удостоверения; использование в такси.',
    ],
    limits: [
      'Страховая сумма и премия зависят от выбранной программы и указываются в полисе; выплата по одному случаю не ' +
        'превышает страховую сумму.',
    ],
    claims: [
      'Вызовите службу безопасности дорожного движения и сообщите страховщику в течение 3 рабочих дней; не ' +
        'ремонтируйте автомобиль до осмотра страховщиком.',
    ],
    term: ['Полис заключается на 12 месяцев и действует с указанной в нём даты после оплаты.'],
  }),
  en: productRules('en', {
    title: 'Quick car insurance (Tez KASKO) rules',
    about: [
      'Tez KASKO insures a car online without an inspection. Passenger cars up to 10 years old of individuals ' +
        '(residents or foreigners) and companies are accepted; the car details come from the registry.',
    ],
    cover: [
      'Damage to and total loss of the car in a road accident, and damage by fire and natural disasters.',
    ],
    exclusions: [
      'Damage that existed before the policy was issued (the insurer inspects the car when a claim is made); ' +
        'theft; driving drunk or without a licence; use as a taxi.',
    ],
    limits: [
      'The sum insured and the premium depend on the chosen programme and are stated in the policy; a payment ' +
        'for one event never exceeds the sum insured.',
    ],
    claims: [
      'Call the road safety police and tell the insurer within 3 working days; do not repair the car before the ' +
        "insurer's inspection.",
    ],
    term: ['12 months from the date in the policy, once paid.'],
  }),
};
