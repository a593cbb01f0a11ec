import { productRules, type RulesTexts } from './rules-doc';

export const KINDNESS_RULES: RulesTexts = {
  uz: productRules('uz', {
    title: '“Ezgulik” sugʻurtasi qoidalari',
    about: [
      '“Ezgulik” — boshqa inson uchun sovgʻa sifatida sotib olinadigan sugʻurta: sugʻurtalanuvchi polisni ' +
        'yaqin kishisi (keksa ota-ona, buvi va bobo) yoki yordamga muhtoj inson uchun rasmiylashtiradi. Sugʻurta ' +
        'xatari va dastur oldindan belgilangan.',
    ],
    cover: [
      'Sugʻurtalangan shaxsning baxtsiz hodisa natijasida jarohatlanishi, nogironligi yoki vafot etishi hamda ' +
        'baxtsiz hodisa tufayli kasalxonaga yotqizilishi.',
    ],
    exclusions: [
      'Kasalliklar va ularning asoratlari; polis kuchga kirishidan oldin yuz bergan hodisalar; mast holda olingan ' +
        'jarohatlar.',
    ],
    limits: [
      'Mukofot 200 000 soʻm; sugʻurta summasi va har bir xatar boʻyicha toʻlov miqdori polisda koʻrsatiladi.',
    ],
    claims: [
      'Sugʻurtalangan shaxs yoki uning yaqinlari 30 kun ichida xabar beradi; tibbiy hujjatlar taqdim etiladi. ' +
        'Toʻlov sugʻurtalangan shaxsga, vafot etganda — merosxoʻrlarga amalga oshiriladi.',
    ],
    term: ['Polis 12 oyga tuziladi va polisda koʻrsatilgan sanadan amal qiladi.'],
  }),
  ru: productRules('ru', {
    title: 'Правила страхования «Доброта» (Ezgulik)',
    about: [
      '«Доброта» — страхование в подарок другому человеку: страхователь оформляет полис на близкого (пожилых ' +
        'родителей, бабушку или дедушку) или на человека, которому нужна поддержка. Риск и программа заданы заранее.',
    ],
    cover: [
      'Травма, инвалидность или смерть застрахованного в результате несчастного случая, а также госпитализация ' +
        'после несчастного случая.',
    ],
    exclusions: [
      'Заболевания и их осложнения; события до начала действия полиса; травмы в состоянии опьянения.',
    ],
    limits: [
      'Премия — 200 000 сумов; страховая сумма и размер выплаты по каждому риску указываются в полисе.',
    ],
    claims: [
      'Застрахованный или его близкие сообщают страховщику в течение 30 дней и представляют медицинские документы. ' +
        'Выплата производится застрахованному, в случае смерти — наследникам.',
    ],
    term: ['Полис заключается на 12 месяцев и действует с указанной в нём даты.'],
  }),
  en: productRules('en', {
    title: 'Kindness (Ezgulik) insurance rules',
    about: [
      'Kindness is insurance given as a gift: the policyholder buys it for someone close (elderly parents or ' +
        'grandparents) or for a person in need. The risk and the programme are fixed.',
    ],
    cover: [
      "The insured person's injury, disability or death after an accident, and a hospital stay after an accident.",
    ],
    exclusions: ['Illness and its complications; events before the policy began; injuries while drunk.'],
    limits: [
      'The premium is 200 000 UZS; the sum insured and the payment for each risk are stated in the policy.',
    ],
    claims: [
      'The insured person or their family tell the insurer within 30 days, with the medical documents. The insured ' +
        'person is paid, or the heirs after a death.',
    ],
    term: ['12 months from the date in the policy.'],
  }),
};
