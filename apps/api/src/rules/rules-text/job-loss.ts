import { productRules, type RulesTexts } from './rules-doc';

export const JOB_LOSS_RULES: RulesTexts = {
  uz: productRules('uz', {
    title: 'Ishdan ayrilish xatarini sugʻurtalash qoidalari',
    about: [
      'Mehnat shartnomasi boʻyicha ishlayotgan va joriy ish beruvchida kamida 6 oy ishlagan jismoniy shaxslar ' +
        'sugʻurtalanadi. Ish beruvchi STIR boʻyicha soliq reyestridan tekshiriladi; mehnat daftarchasi (yoki ' +
        'elektron yozuv) va ish haqi toʻgʻrisidagi maʼlumotnoma ilova qilinadi.',
    ],
    cover: [
      'Ish beruvchi tugatilganda yoki xodimlar soni (shtat) qisqartirilganda mehnat shartnomasining bekor ' +
        'qilinishi natijasida ishdan ayrilish.',
    ],
    exclusions: [
      'Oʻz xohishi bilan ishdan boʻshash, taraflarning kelishuvi, intizomiy sabablar bilan boʻshatish; muddatli ' +
        'shartnomaning tugashi; shartnoma tuzilganidan keyingi dastlabki 60 kun (kutish davri) ichida olingan ' +
        'ogohlantirish.',
    ],
    limits: [
      'Toʻlov oylik ish haqi asosida hisoblanadi va yangi ish topilgunga qadar, koʻpi bilan 3 oy davomida har oy ' +
        'amalga oshiriladi; umumiy toʻlov summasi (total payable) polisda koʻrsatiladi.',
    ],
    claims: [
      'Ishdan boʻshatilgandan keyin 30 kun ichida buyruq nusxasi, mehnat daftarchasidagi yozuv va bandlik ' +
        'organida ishsiz sifatida roʻyxatga olinganlik toʻgʻrisidagi hujjat bilan murojaat qiling.',
    ],
    term: ['Polis 12 oyga tuziladi va 60 kunlik kutish davridan keyin toʻliq amal qiladi.'],
  }),
  ru: productRules('ru', {
    title: 'Правила страхования от потери работы',
    about: [
      'Страхуются физические лица, работающие по трудовому договору не менее 6 месяцев у текущего работодателя. ' +
        'Работодатель проверяется по ИНН в налоговом реестре; прилагаются трудовая книжка (или электронная ' +
        'запись) и справка о заработной плате.',
    ],
    cover: [
      'Потеря работы вследствие прекращения трудового договора при ликвидации работодателя или сокращении штата.',
    ],
    exclusions: [
      'Увольнение по собственному желанию, по соглашению сторон, по дисциплинарным основаниям; окончание срочного ' +
        'договора; предупреждение об увольнении в первые 60 дней после заключения договора (период ожидания).',
    ],
    limits: [
      'Выплата рассчитывается от ежемесячной заработной платы и производится ежемесячно до трудоустройства, не ' +
        'более 3 месяцев; общая сумма выплат указывается в полисе.',
    ],
    claims: [
      'В течение 30 дней после увольнения обратитесь с копией приказа, записью в трудовой книжке и документом о ' +
        'регистрации в качестве безработного в органе занятости.',
    ],
    term: ['Полис заключается на 12 месяцев и действует в полном объёме после 60-дневного периода ожидания.'],
  }),
  en: productRules('en', {
    title: 'Job-loss insurance rules',
    about: [
      'Employees on an employment contract who have worked at least 6 months for their current employer are ' +
        'insured. The employer is checked by its taxpayer number in the tax registry; the work record (or its ' +
        'electronic entry) and a salary certificate are attached.',
    ],
    cover: ['Loss of the job when the contract ends because the employer is liquidated or cuts its staff.'],
    exclusions: [
      'Resigning, leaving by agreement, dismissal for misconduct; the end of a fixed-term contract; notice of ' +
        'dismissal given in the first 60 days of the policy (waiting period).',
    ],
    limits: [
      'Payments are based on the monthly salary and made every month until a new job is found, for at most 3 ' +
        'months; the total payable is stated in the policy.',
    ],
    claims: [
      'Within 30 days of the dismissal, send the copy of the order, the work-record entry and the proof of ' +
        'registration as unemployed with the employment office.',
    ],
    term: ['12 months; fully in force after the 60-day waiting period.'],
  }),
};
