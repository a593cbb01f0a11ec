import { productRules, type RulesTexts } from './rules-doc';

export const KIDS_RULES: RulesTexts = {
  uz: productRules('uz', {
    title: 'Bolalarni baxtsiz hodisalardan sugʻurtalash qoidalari',
    about: [
      '1 yoshdan 17 yoshgacha boʻlgan bolalar sugʻurtalanadi; sugʻurtalanuvchi — ota-ona yoki qonuniy vakil. ' +
        'Bitta polisga bir necha bola kiritilishi mumkin.',
    ],
    cover: [
      'Baxtsiz hodisa natijasida bolaning vafot etishi, jarohatlanishi yoki nogironligi; 75-dasturda — ' +
        'shuningdek baxtsiz hodisa tufayli kasalxonaga yotqizilishi. Maktabda, sport toʻgaraklarida va dam ' +
        'olishda ham amal qiladi.',
    ],
    exclusions: [
      'Kasalliklar va tugʻma nuqsonlar; kattalar nazoratisiz transport vositasini boshqarish; polis kuchga ' +
        'kirishidan oldin olingan jarohatlar.',
    ],
    limits: [
      '74-dastur: 50 000 soʻm — vafot etish 5 000 000, jarohat va nogironlik 5 000 000 soʻm. 75-dastur: ' +
        '100 000 soʻm — 5 000 000, 5 000 000 va kasalxonaga yotqizish 1 000 000 soʻm.',
    ],
    claims: [
      'Sugʻurtalovchini 30 kun ichida xabardor qiling; tibbiy muassasa maʼlumotnomasi va bolaning tugʻilganlik ' +
        'haqidagi guvohnomasi taqdim etiladi. Toʻlov ota-onaga yoki qonuniy vakilga amalga oshiriladi.',
    ],
    term: ['Polis 12 oyga tuziladi va polisda koʻrsatilgan sanadan amal qiladi.'],
  }),
  ru: productRules('ru', {
    title: 'Правила страхования детей от несчастных случаев',
    about: [
      'Страхуются дети от 1 года до 17 лет; страхователь — родитель или законный представитель. В один полис можно ' +
        'включить несколько детей.',
    ],
    cover: [
      'Смерть, травма или инвалидность ребёнка в результате несчастного случая; в программе 75 также ' +
        'госпитализация после несчастного случая. Действует в школе, на спортивных секциях и на отдыхе.',
    ],
    exclusions: [
      'Заболевания и врождённые пороки; управление транспортным средством без присмотра взрослых; травмы, ' +
        'полученные до начала действия полиса.',
    ],
    limits: [
      'Программа 74: 50 000 сумов — смерть 5 000 000, травма и инвалидность 5 000 000 сумов. Программа 75: ' +
        '100 000 сумов — 5 000 000, 5 000 000 и госпитализация 1 000 000 сумов.',
    ],
    claims: [
      'Сообщите страховщику в течение 30 дней; нужны справка медицинского учреждения и свидетельство о рождении ' +
        'ребёнка. Выплата производится родителю или законному представителю.',
    ],
    term: ['Полис заключается на 12 месяцев и действует с указанной в нём даты.'],
  }),
  en: productRules('en', {
    title: "Children's accident insurance rules",
    about: [
      'Children aged 1 to 17 are insured; the policyholder is a parent or legal guardian. One policy may name ' +
        'several children.',
    ],
    cover: [
      "A child's death, injury or disability after an accident; under programme 75 also a hospital stay after an " +
        'accident. At school, at sports clubs and on holiday too.',
    ],
    exclusions: [
      'Illness and congenital conditions; driving a vehicle without adult supervision; injuries from before the ' +
        'policy began.',
    ],
    limits: [
      'Programme 74: 50 000 UZS — death 5 000 000, injury and disability 5 000 000 UZS. Programme 75: 100 000 UZS ' +
        '— 5 000 000, 5 000 000 and hospital stay 1 000 000 UZS.',
    ],
    claims: [
      "Tell the insurer within 30 days, with the medical institution's certificate and the child's birth " +
        'certificate. The parent or guardian is paid.',
    ],
    term: ['12 months from the date in the policy.'],
  }),
};
