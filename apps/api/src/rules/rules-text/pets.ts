import { productRules, type RulesTexts } from './rules-doc';

export const PETS_RULES: RulesTexts = {
  uz: productRules('uz', {
    title: 'Uy hayvonlarini sugʻurtalash qoidalari',
    about: [
      '3 oylikdan 8 yoshgacha boʻlgan itlar va mushuklar sugʻurtalanadi. Hayvonning surati va veterinariya ' +
        'pasporti (emlash yozuvlari bilan) ariza bilan birga yuklanadi.',
    ],
    cover: [
      'Baxtsiz hodisa yoki kasallik tufayli veterinariya davolash xarajatlari; hayvonning baxtsiz hodisa yoki ' +
        'kasallik natijasida nobud boʻlishi; hayvon uchinchi shaxslarga yetkazgan zarar uchun javobgarlik.',
    ],
    exclusions: [
      'Irsiy va tugʻma kasalliklar; emlash bilan oldi olinadigan kasalliklar, agar hayvon emlanmagan boʻlsa; ' +
        'naslchilik, homiladorlik va kosmetik muolajalar; hayvonlar janglari; kasalliklar boʻyicha shartnoma ' +
        'tuzilgandan keyingi dastlabki 14 kun.',
    ],
    limits: [
      'Dasturning sugʻurta summasi va mukofoti (500 000 soʻmdan) sotib olishda koʻrsatiladi; veterinariya ' +
        'xarajatlari har bir hodisa uchun polisdagi limit doirasida qoplanadi.',
    ],
    claims: [
      'Sugʻurtalovchini 3 ish kuni ichida xabardor qiling; veterinariya klinikasining xulosasi, cheklar va ' +
        'hayvon nobud boʻlganda veterinar dalolatnomasi taqdim etiladi.',
    ],
    term: ['Polis 12 oyga tuziladi va polisda koʻrsatilgan sanadan amal qiladi.'],
  }),
  ru: productRules('ru', {
    title: 'Правила страхования домашних животных',
    about: [
      'Страхуются собаки и кошки в возрасте от 3 месяцев до 8 лет. Фото животного и ветеринарный паспорт (с ' +
        'отметками о прививках) загружаются вместе с заявкой.',
    ],
    cover: [
      'Расходы на ветеринарное лечение после несчастного случая или болезни; гибель животного от несчастного ' +
        'случая или болезни; ответственность за вред, причинённый животным третьим лицам.',
    ],
    exclusions: [
      'Наследственные и врождённые заболевания; болезни, предупреждаемые прививками, если животное не привито; ' +
        'разведение, беременность и косметические процедуры; бои животных; первые 14 дней по болезням после ' +
        'заключения договора.',
    ],
    limits: [
      'Страховая сумма и премия программы (от 500 000 сумов) указываются при покупке; ветеринарные расходы ' +
        'возмещаются в пределах лимита на случай, указанного в полисе.',
    ],
    claims: [
      'Сообщите страховщику в течение 3 рабочих дней; нужны заключение ветеринарной клиники, чеки, а при гибели ' +
        'животного — акт ветеринара.',
    ],
    term: ['Полис заключается на 12 месяцев и действует с указанной в нём даты.'],
  }),
  en: productRules('en', {
    title: 'Pet insurance rules',
    about: [
      'Dogs and cats aged 3 months to 8 years are insured. A photo of the pet and its veterinary passport (with the ' +
        'vaccination records) are uploaded with the application.',
    ],
    cover: [
      'Vet treatment after an accident or illness; the death of the pet from an accident or illness; liability ' +
        'for harm the pet causes to others.',
    ],
    exclusions: [
      'Hereditary and congenital diseases; diseases a vaccine prevents if the pet was not vaccinated; breeding, ' +
        'pregnancy and cosmetic procedures; animal fights; illness in the first 14 days of the policy.',
    ],
    limits: [
      "The programme's sum insured and premium (from 500 000 UZS) are shown at purchase; vet costs are paid within " +
        'the per-event limit of the policy.',
    ],
    claims: [
      "Tell the insurer within 3 working days, with the clinic's findings, the receipts and, if the pet died, the " +
        "vet's report.",
    ],
    term: ['12 months from the date in the policy.'],
  }),
};
