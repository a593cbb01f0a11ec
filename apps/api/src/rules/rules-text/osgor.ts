import { productRules, type RulesTexts } from './rules-doc';

/** Employer liability (OSGOR): compulsory insurance of the employer's civil liability (resolution No. 177). */
export const OSGOR_RULES: RulesTexts = {
  uz: productRules('uz', {
    title: 'Ish beruvchining fuqarolik javobgarligini majburiy sugʻurta qilish qoidalari (OSGOR)',
    about: [
      'Xodimlar mehnatidan foydalanuvchi yuridik shaxslar sugʻurtalanadi. Tashkilot STIR boʻyicha soliq ' +
        'reyestridan tekshiriladi; faoliyat turi (OKED) kasbiy xavf sinfini belgilaydi (20 ta sinf).',
    ],
    cover: [
      'Xodimning mehnat vazifalarini bajarishi paytida baxtsiz hodisa yoki kasb kasalligi natijasida hayoti ' +
        'yoki sogʻligʻiga yetkazilgan zarar uchun ish beruvchining qonun boʻyicha javobgarligi.',
    ],
    exclusions: [
      'Xodimning qasddan oʻziga zarar yetkazishi, mast holatda yuz bergan hodisalar, mehnat vazifalariga ' +
        'aloqador boʻlmagan hodisalar.',
    ],
    limits: [
      'Sugʻurta mukofoti yillik ish haqi fondini xavf sinfi tarifiga koʻpaytirish orqali hisoblanadi ' +
        '(0,0571 % dan 0,7714 % gacha; roʻyxatda yoʻq faoliyat uchun 0,34 %).',
    ],
    claims: [
      'Hodisa haqida 3 ish kuni ichida xabar bering; baxtsiz hodisa dalolatnomasi (N-1 shakl) va tibbiy ' +
        'xulosani taqdim eting.',
    ],
    term: ['Polis 12 oyga tuziladi va koʻrsatilgan sanadan kuchga kiradi.'],
  }),
  ru: productRules('ru', {
    title: 'Правила обязательного страхования гражданской ответственности работодателя (ОСГОР)',
    about: [
      'Страхуются юридические лица, использующие труд работников. Организация проверяется по ИНН в налоговом ' +
        'реестре; вид деятельности (ОКЭД) определяет класс профессионального риска (20 классов).',
    ],
    cover: [
      'Ответственность работодателя по закону за вред жизни или здоровью работника, причинённый несчастным ' +
        'случаем на производстве или профессиональным заболеванием при исполнении трудовых обязанностей.',
    ],
    exclusions: [
      'Умышленное причинение вреда работником себе, события в состоянии опьянения, события, не связанные с ' +
        'трудовыми обязанностями.',
    ],
    limits: [
      'Страховая премия равна годовому фонду оплаты труда, умноженному на тариф класса риска (от 0,0571 % до ' +
        '0,7714 %; для видов деятельности вне перечня 0,34 %).',
    ],
    claims: [
      'Сообщите о событии в течение 3 рабочих дней; приложите акт о несчастном случае (форма Н-1) и ' +
        'медицинское заключение.',
    ],
    term: ['Полис заключается на 12 месяцев и вступает в силу с указанной даты.'],
  }),
  en: productRules('en', {
    title: "Rules of compulsory employer's civil liability insurance (OSGOR)",
    about: [
      'Companies that employ staff are insured. The company is checked by its INN in the tax registry; its ' +
        'activity (OKED) decides the professional-risk class (20 classes).',
    ],
    cover: [
      "The employer's legal liability for harm to an employee's life or health from a workplace accident or " +
        'an occupational disease while performing work duties.',
    ],
    exclusions: [
      'Harm the employee causes to themselves on purpose, events while intoxicated, events unrelated to work ' +
        'duties.',
    ],
    limits: [
      'The premium is the annual payroll times the rate of the risk class (0.0571 % to 0.7714 %; 0.34 % for ' +
        'activities not listed).',
    ],
    claims: [
      'Report the event within 3 working days with the accident report (form N-1) and the medical opinion.',
    ],
    term: ['The policy runs for 12 months from the date shown on it.'],
  }),
};
