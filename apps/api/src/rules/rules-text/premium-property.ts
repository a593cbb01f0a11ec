import { productRules, type RulesTexts } from './rules-doc';

export const PREMIUM_PROPERTY_RULES: RulesTexts = {
  uz: productRules('uz', {
    title: 'Premium mulkni sugʻurtalash qoidalari',
    about: [
      'Qimmatbaho uy-joy uchun “barcha xatarlardan” sugʻurta: konstruktiv elementlar, ichki pardozlash, muhandislik ' +
        'uskunalari, mebel, maishiy texnika va boshqa uy-roʻzgʻor mulki. Qoidalar “Premium mulk” va “Premium mulk ' +
        'Plus” dasturlariga tegishli.',
    ],
    cover: [
      'Istisnolarda nomlanmagan har qanday toʻsatdan va kutilmagan shikastlanish yoki nobud boʻlish: yongʻin, suv ' +
        'oqishi, tabiiy ofatlar, oʻgʻirlik va talonchilik (hovlidagi mulk ham), oyna va vitrajlarning sinishi, ' +
        'elektr tarmogʻidagi kuchlanish oʻzgarishi. Qoʻshnilar oldidagi fuqarolik javobgarligi sugʻurta summasining ' +
        '10 % doirasida.',
    ],
    exclusions: [
      'Zargarlik buyumlari, sanʼat asarlari va kolleksiyalar, agar ular baholash bilan roʻyxatga kiritilmagan ' +
        'boʻlsa; naqd pul; eskirish va asta-sekin yuzaga keladigan zarar; hasharot va kemiruvchilar; ruxsatsiz ' +
        'qayta qurish.',
    ],
    limits: [
      '“Premium mulk”: sugʻurta summasi 500 000 000 soʻm, yillik mukofot 2 500 000 soʻm. “Premium mulk Plus”: ' +
        '1 000 000 000 soʻm, 4 000 000 soʻm. Uy-roʻzgʻor mulki tiklash qiymati boʻyicha, eskirish chegirilmasdan ' +
        'qoplanadi.',
    ],
    claims: [
      'Favqulodda xizmatlarni chaqiring va sugʻurtalovchini 3 ish kuni ichida, oʻgʻirlikda 24 soat ichida ' +
        'xabardor qiling. Koʻrikdan oldin shikastlangan mulkni saqlang; xaridlar cheklari yoki baholash hujjatlari ' +
        'zararni tasdiqlash uchun talab qilinishi mumkin.',
    ],
    term: ['Shartnoma 12 oyga tuziladi va polisda koʻrsatilgan boshlanish sanasidan amal qiladi.'],
    obligations: ['Yirik zararlarda 48 soat ichida ajratilgan menejer va baholovchini yuborish.'],
  }),
  ru: productRules('ru', {
    title: 'Правила страхования премиального имущества',
    about: [
      'Страхование дорогого жилья «от всех рисков»: конструктивные элементы, внутренняя отделка, инженерное ' +
        'оборудование, мебель, бытовая техника и иное домашнее имущество. Правила относятся к программам ' +
        '«Премиальное имущество» и «Премиальное имущество Плюс».',
    ],
    cover: [
      'Любое внезапное и непредвиденное повреждение или гибель, не названные в исключениях: пожар, залив, ' +
        'стихийные бедствия, кража и грабёж (в том числе имущества во дворе), бой стёкол и витражей, перепад ' +
        'напряжения в электросети. Гражданская ответственность перед соседями — в пределах 10 % страховой суммы.',
    ],
    exclusions: [
      'Ювелирные изделия, произведения искусства и коллекции, если они не внесены в опись с оценкой; наличные ' +
        'деньги; износ и постепенно возникающий ущерб; насекомые и грызуны; самовольная перепланировка.',
    ],
    limits: [
      '«Премиальное имущество»: страховая сумма 500 000 000 сумов, годовая премия 2 500 000 сумов. «Премиальное ' +
        'имущество Плюс»: 1 000 000 000 сумов и 4 000 000 сумов. Домашнее имущество возмещается по стоимости ' +
        'восстановления без учёта износа.',
    ],
    claims: [
      'Вызовите экстренные службы и сообщите страховщику в течение 3 рабочих дней, при краже — в течение 24 часов. ' +
        'Сохраните повреждённое имущество до осмотра; для подтверждения ущерба могут понадобиться чеки или оценка.',
    ],
    term: ['Договор заключается на 12 месяцев и действует с даты начала в полисе.'],
    obligations: ['При крупном ущербе направить персонального менеджера и оценщика в течение 48 часов.'],
  }),
  en: productRules('en', {
    title: 'Premium property insurance rules',
    about: [
      'All-risks cover for a high-value home: its structure, interior finish, building services, furniture, ' +
        'appliances and other household contents. These rules apply to the Premium property and Premium property ' +
        'Plus programmes.',
    ],
    cover: [
      'Any sudden and unforeseen damage or loss not named among the exclusions: fire, water damage, natural ' +
        'disasters, theft and robbery (property in the yard included), broken glass and stained glass, power ' +
        'surges. Liability to neighbours within 10 % of the sum insured.',
    ],
    exclusions: [
      'Jewellery, works of art and collections unless listed with a valuation; cash; wear and gradual damage; ' +
        'insects and rodents; unauthorised alterations.',
    ],
    limits: [
      'Premium property: sum insured 500 000 000 UZS, annual premium 2 500 000 UZS. Premium property Plus: ' +
        '1 000 000 000 UZS and 4 000 000 UZS. Contents are paid at the cost of replacement, without deduction for ' +
        'wear.',
    ],
    claims: [
      'Call the emergency services and tell the insurer within 3 working days, within 24 hours for a theft. Keep ' +
        'the damaged property until it is inspected; receipts or valuations may be asked for to prove the loss.',
    ],
    term: ['12 months from the start date in the policy.'],
    obligations: ['For a large loss, send a personal manager and an appraiser within 48 hours.'],
  }),
};
