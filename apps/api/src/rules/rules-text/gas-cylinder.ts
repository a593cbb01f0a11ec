import { productRules, type RulesTexts } from './rules-doc';

export const GAS_CYLINDER_RULES: RulesTexts = {
  uz: productRules('uz', {
    title: 'Avtomobil gaz ballon uskunasi bilan bogʻliq xatarlarni sugʻurtalash qoidalari',
    about: [
      'Metan yoki propan bilan ishlaydigan avtomobillar egalari uchun OSAGO polisiga qoʻshimcha sugʻurta. Polisda ' +
        'koʻrsatilgan avtomobilga oʻrnatilgan gaz ballon uskunasi bilan bogʻliq xatarlar sugʻurtalanadi.',
    ],
    cover: [
      'Gaz ballonining portlashi, gazning chiqib ketishi yoki yonishi natijasida haydovchi, yoʻlovchilar va ' +
        'uchinchi shaxslarning hayoti va sogʻligʻiga hamda uchinchi shaxslarning mol-mulkiga yetkazilgan zarar.',
    ],
    exclusions: [
      'Sertifikatlanmagan yoki davriy koʻrikdan (qayta attestatsiyadan) muddatida oʻtmagan uskuna; uskunani ' +
        'mustaqil oʻrnatish yoki oʻzgartirish; yoqilgʻi quyish qoidalarini buzish; avtomobilning oʻziga yetkazilgan ' +
        'zarar.',
    ],
    limits: [
      'Qoʻshimcha sugʻurta mukofoti 10 000 soʻm; sugʻurta summasi polisda koʻrsatiladi va bitta hodisadagi barcha ' +
        'toʻlovlar uchun umumiy hisoblanadi.',
    ],
    claims: [
      'Favqulodda vaziyatlar xizmatini (101) va zarur boʻlsa tez tibbiy yordamni (103) chaqiring; sugʻurtalovchini ' +
        '3 ish kuni ichida xabardor qiling. Ballonning sertifikati va oxirgi koʻrik hujjati talab qilinadi.',
    ],
    term: ['Qoʻshimcha sugʻurta u qoʻshilgan OSAGO polisi bilan bir xil muddatga amal qiladi.'],
  }),
  ru: productRules('ru', {
    title: 'Правила страхования рисков газобаллонного оборудования автомобиля',
    about: [
      'Дополнительное страхование к полису ОСАГО для владельцев автомобилей на метане или пропане. Страхуются ' +
        'риски, связанные с газобаллонным оборудованием автомобиля, указанного в полисе.',
    ],
    cover: [
      'Вред жизни и здоровью водителя, пассажиров и третьих лиц, а также ущерб имуществу третьих лиц от взрыва ' +
        'газового баллона, утечки или возгорания газа.',
    ],
    exclusions: [
      'Несертифицированное оборудование или не прошедшее вовремя периодическое освидетельствование; ' +
        'самостоятельная установка или переделка; нарушение правил заправки; ущерб самому автомобилю.',
    ],
    limits: [
      'Премия за дополнение — 10 000 сумов; страховая сумма указывается в полисе и является общей для всех выплат ' +
        'по одному событию.',
    ],
    claims: [
      'Вызовите службу по чрезвычайным ситуациям (101) и при необходимости скорую помощь (103); сообщите ' +
        'страховщику в течение 3 рабочих дней. Потребуются сертификат баллона и акт последнего освидетельствования.',
    ],
    term: ['Дополнение действует в течение срока полиса ОСАГО, к которому оно оформлено.'],
  }),
  en: productRules('en', {
    title: 'Gas-cylinder equipment insurance rules',
    about: [
      'An add-on to an OSAGO policy for cars running on methane or propane. It covers the risks of the ' +
        'gas-cylinder equipment fitted to the car named in the policy.',
    ],
    cover: [
      'Harm to the life and health of the driver, passengers and third parties, and damage to the property of ' +
        'third parties, caused by an explosion of the gas cylinder or a gas leak or fire.',
    ],
    exclusions: [
      'Equipment that is not certified or has missed its periodic inspection; equipment fitted or altered by the ' +
        'owner; breach of the refuelling rules; damage to the car itself.',
    ],
    limits: [
      'The add-on costs 10 000 UZS; the sum insured is stated in the policy and is shared by all payments for one ' +
        'event.',
    ],
    claims: [
      'Call the emergency service (101) and, if anyone is hurt, an ambulance (103); tell the insurer within 3 ' +
        "working days. The cylinder's certificate and its last inspection record are needed.",
    ],
    term: ['The add-on runs for the term of the OSAGO policy it was added to.'],
  }),
};
