import { productRules, type RulesTexts } from './rules-doc';

export const ACCIDENT_RULES: RulesTexts = {
  uz: productRules('uz', {
    title: 'Baxtsiz hodisalardan sugʻurtalash qoidalari',
    about: [
      'Polisda koʻrsatilgan bir yoki bir necha shaxs baxtsiz hodisalardan sugʻurtalanadi. Haydovchilar, talabalar, ' +
        'oʻqituvchilar va chet el fuqarolari uchun alohida shartlar mavjud; sugʻurtalanuvchi oʻzi sugʻurtalangan ' +
        'shaxs boʻlishi shart emas.',
    ],
    cover: [
      'Baxtsiz hodisa natijasida: sugʻurtalangan shaxsning vafot etishi — sugʻurta summasining 100 %; ' +
        'nogironlik (I, II, III guruh) — mos ravishda 100 %, 75 % va 50 %; jarohat va vaqtincha mehnatga ' +
        'layoqatsizlik — jarohatlar jadvali boʻyicha.',
    ],
    exclusions: [
      'Kasalliklar (shu jumladan insult va infarkt); mast yoki giyohvandlik holatida olingan jarohatlar; oʻz joniga ' +
        'qasd qilish; sugʻurtalangan shaxsning jinoyat sodir etishi; professional sport va ekstremal faoliyat.',
    ],
    limits: [
      'Har bir sugʻurtalangan shaxs uchun sugʻurta summasi tanlanadi (standart — 1 000 000 soʻm). Mukofot = ' +
        'sugʻurta summasi × shaxslar soni × 0,5 %.',
    ],
    claims: [
      'Sugʻurtalovchini 30 kun ichida xabardor qiling. Tibbiy muassasa maʼlumotnomasi, nogironlik toʻgʻrisidagi ' +
        'maʼlumotnoma yoki oʻlim guvohnomasi taqdim etiladi; vafot etganda toʻlov merosxoʻrlarga amalga oshiriladi.',
    ],
    term: ['Shartnoma polisda koʻrsatilgan muddatga tuziladi va sutkaning 24 soati davomida amal qiladi.'],
  }),
  ru: productRules('ru', {
    title: 'Правила страхования от несчастных случаев',
    about: [
      'Страхуются одно или несколько лиц, указанных в полисе. Есть условия для водителей, студентов, учителей и ' +
        'иностранных граждан; страхователь не обязан сам быть застрахованным.',
    ],
    cover: [
      'В результате несчастного случая: смерть застрахованного — 100 % страховой суммы; инвалидность I, II, III ' +
        'группы — 100 %, 75 % и 50 %; травма и временная нетрудоспособность — по таблице выплат.',
    ],
    exclusions: [
      'Заболевания (в том числе инсульт и инфаркт); травмы в состоянии опьянения; самоубийство; совершение ' +
        'застрахованным преступления; профессиональный спорт и экстремальные занятия.',
    ],
    limits: [
      'Страховая сумма выбирается на каждое застрахованное лицо (по умолчанию 1 000 000 сумов). Премия = ' +
        'страховая сумма × число лиц × 0,5 %.',
    ],
    claims: [
      'Сообщите страховщику в течение 30 дней. Нужны справка медицинского учреждения, справка об инвалидности или ' +
        'свидетельство о смерти; в случае смерти выплата производится наследникам.',
    ],
    term: ['Договор заключается на срок, указанный в полисе, и действует круглосуточно.'],
  }),
  en: productRules('en', {
    title: 'Accident insurance rules',
    about: [
      'One or more people named in the policy are insured. Terms exist for drivers, students, teachers and foreign ' +
        'citizens; the policyholder need not be insured too.',
    ],
    cover: [
      'After an accident: death of the insured person — 100 % of the sum insured; disability of group I, II or ' +
        'III — 100 %, 75 % or 50 %; injury and temporary incapacity — by the table of payments.',
    ],
    exclusions: [
      'Illness (stroke and heart attack included); injury while drunk or under drugs; suicide; a crime committed ' +
        'by the insured person; professional sport and extreme activities.',
    ],
    limits: [
      'A sum insured is chosen per insured person (1 000 000 UZS by default). Premium = sum insured × number of ' +
        'people × 0.5 %.',
    ],
    claims: [
      'Tell the insurer within 30 days, with the certificate of the medical institution, the disability ' +
        'certificate or the death certificate; after a death the heirs are paid.',
    ],
    term: ['The term shown in the policy, around the clock.'],
  }),
};
