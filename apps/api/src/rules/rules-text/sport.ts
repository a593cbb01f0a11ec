import { productRules, type RulesTexts } from './rules-doc';

export const SPORT_RULES: RulesTexts = {
  uz: productRules('uz', {
    title: 'Sportchilarni baxtsiz hodisalardan sugʻurtalash qoidalari',
    about: [
      'Havaskor va professional sportchilar — Oʻzbekiston rezidentlari va chet el fuqarolari — tanlangan sport ' +
        'turi boʻyicha sugʻurtalanadi. Sugʻurtalanuvchi sportchining oʻzi, ota-onasi yoki sport tashkiloti ' +
        'boʻlishi mumkin.',
    ],
    cover: [
      'Mashgʻulotlar, musobaqalar va ularga borish-qaytish yoʻlida baxtsiz hodisa natijasida jarohatlanish ' +
        '(sinish, chiqish, payning uzilishi), nogironlik va vafot etish.',
    ],
    exclusions: [
      'Dopingdan foydalanish; sport qoidalarini qoʻpol buzish; polisda koʻrsatilmagan sport turi; surunkali ' +
        'kasalliklarning qaytalanishi.',
    ],
    limits: [
      'Sugʻurta summasi sportchi tomonidan tanlanadi; mukofot = sugʻurta summasi × sport turining xatar limiti ' +
        '(foizda) / 100. Jarohatlar uchun toʻlov jadval boʻyicha, vafot etganda — sugʻurta summasining 100 %.',
    ],
    claims: [
      'Sugʻurtalovchini 30 kun ichida xabardor qiling; shifokor maʼlumotnomasi, rentgen yoki boshqa tekshiruv ' +
        'natijalari va musobaqa tashkilotchisining dalolatnomasi (agar boʻlsa) taqdim etiladi.',
    ],
    term: ['Polis tanlangan davr (mavsum yoki 12 oy) uchun polisda koʻrsatilgan sanadan amal qiladi.'],
  }),
  ru: productRules('ru', {
    title: 'Правила страхования спортсменов от несчастных случаев',
    about: [
      'Страхуются спортсмены-любители и профессионалы — резиденты Узбекистана и иностранцы — по выбранному виду ' +
        'спорта. Страхователем может быть сам спортсмен, его родитель или спортивная организация.',
    ],
    cover: [
      'Травмы (переломы, вывихи, разрывы связок), инвалидность и смерть в результате несчастного случая на ' +
        'тренировках, соревнованиях и по дороге к ним.',
    ],
    exclusions: [
      'Применение допинга; грубое нарушение правил вида спорта; вид спорта, не указанный в полисе; обострение ' +
        'хронических заболеваний.',
    ],
    limits: [
      'Страховая сумма выбирается спортсменом; премия = страховая сумма × лимит риска вида спорта (в процентах) / ' +
        '100. Выплаты за травмы — по таблице, при смерти — 100 % страховой суммы.',
    ],
    claims: [
      'Сообщите страховщику в течение 30 дней; нужны справка врача, рентген или иные результаты обследования и ' +
        'акт организатора соревнований (если есть).',
    ],
    term: ['Полис действует выбранный период (сезон или 12 месяцев) с указанной в нём даты.'],
  }),
  en: productRules('en', {
    title: 'Sports accident insurance rules',
    about: [
      'Amateur and professional athletes, residents of Uzbekistan and foreigners, are insured for the sport ' +
        'chosen. The policyholder may be the athlete, a parent or a sports organisation.',
    ],
    cover: [
      'Injury (fractures, dislocations, torn ligaments), disability and death after an accident at training, at ' +
        'competitions and on the way to and from them.',
    ],
    exclusions: [
      'Doping; gross breach of the rules of the sport; a sport not named in the policy; a flare-up of a chronic ' +
        'illness.',
    ],
    limits: [
      "The athlete chooses the sum insured; premium = sum insured × the sport's risk limit (per cent) / 100. Injuries " +
        'are paid by the table, death at 100 % of the sum insured.',
    ],
    claims: [
      "Tell the insurer within 30 days, with a doctor's certificate, X-ray or other test results, and the " +
        "organiser's report of the event where there is one.",
    ],
    term: ['The period chosen (a season or 12 months) from the date in the policy.'],
  }),
};
