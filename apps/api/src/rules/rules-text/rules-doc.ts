import type { PaymentLang } from '@polis/api-contract';

/** A rules document as it prints: a title, then headed sections of paragraphs. */
export interface RulesSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface RulesDoc {
  readonly title: string;
  readonly sections: readonly RulesSection[];
}

export type RulesTexts = Readonly<Record<PaymentLang, RulesDoc>>;

/** What a product's rules say of their own; the general clauses every product shares are added here. */
export interface ProductRules {
  readonly title: string;
  readonly about: readonly string[];
  readonly cover: readonly string[];
  readonly exclusions: readonly string[];
  readonly limits: readonly string[];
  readonly claims: readonly string[];
  readonly term: readonly string[];
  readonly obligations?: readonly string[];
}

const HEADINGS: Readonly<Record<PaymentLang, Record<Exclude<keyof ProductRules, 'title'>, string>>> = {
  uz: {
    about: '1. Umumiy qoidalar',
    cover: '2. Sugʻurta hodisalari (qoplama)',
    exclusions: '3. Istisnolar',
    limits: '4. Sugʻurta summasi va limitlar',
    claims: '5. Sugʻurta hodisasi yuz berganda',
    term: '6. Shartnoma muddati',
    obligations: '7. Sugʻurtalovchining majburiyatlari',
  },
  ru: {
    about: '1. Общие положения',
    cover: '2. Страховые случаи (покрытие)',
    exclusions: '3. Исключения',
    limits: '4. Страховая сумма и лимиты',
    claims: '5. Действия при страховом случае',
    term: '6. Срок действия договора',
    obligations: '7. Обязанности страховщика',
  },
  en: {
    about: '1. General',
    cover: '2. What is covered',
    exclusions: '3. What is not covered',
    limits: '4. Sum insured and limits',
    claims: '5. How to claim',
    term: '6. Term',
    obligations: "7. The insurer's obligations",
  },
};

/** Clauses of every voluntary product (the public offer binds them all). */
const COMMON: Readonly<Record<PaymentLang, { exclusions: string; claims: string; obligations: string[] }>> = {
  uz: {
    exclusions:
      'Har qanday mahsulot boʻyicha quyidagilar sugʻurta hodisasi hisoblanmaydi: sugʻurtalanuvchi, sugʻurtalangan ' +
      'shaxs yoki naf oluvchining qasddan qilgan harakatlari; urush, harbiy harakatlar, fuqarolar urushi, ' +
      'terrorchilik harakatlari va ommaviy tartibsizliklar; yadroviy portlash va radiatsiya; mol-mulkning davlat ' +
      'organlari qarori bilan musodara qilinishi yoki hibsga olinishi.',
    claims:
      'Ariza shaxsiy kabinet yoki Polis aloqa markazi orqali beriladi. Arizaga polis, shaxsni tasdiqlovchi hujjat, ' +
      'vakolatli organlarning hodisani tasdiqlovchi hujjatlari va toʻlov uchun bank kartasi yoki hisob raqami ' +
      'rekvizitlari ilova qilinadi.',
    obligations: [
      'Sugʻurta mukofoti toʻlangandan keyin elektron polisni berish; polisning haqiqiyligini QR-kod orqali tekshirish ' +
        'imkonini taʼminlash.',
      'Barcha hujjatlar olingandan keyin 15 ish kuni ichida qaror qabul qilish va toʻlovni qaror qabul qilingan ' +
        'kundan boshlab 5 ish kuni ichida amalga oshirish; rad etilgan taqdirda sababini yozma ravishda bildirish.',
      'Sugʻurtalanuvchining shaxsiy maʼlumotlari sir saqlanishini taʼminlash.',
    ],
  },
  ru: {
    exclusions:
      'По всем продуктам не являются страховыми случаями: умышленные действия страхователя, застрахованного лица ' +
      'или выгодоприобретателя; война, военные действия, гражданская война, террористические акты и массовые ' +
      'беспорядки; ядерный взрыв и радиация; конфискация или арест имущества по решению государственных органов.',
    claims:
      'Заявление подаётся через личный кабинет или контакт-центр Polis. К заявлению прилагаются полис, документ, ' +
      'удостоверяющий личность, документы компетентных органов, подтверждающие событие, и реквизиты банковской ' +
      'карты или счёта для выплаты.',
    obligations: [
      'Выдать электронный полис после оплаты страховой премии; обеспечить проверку подлинности полиса по QR-коду.',
      'Принять решение в течение 15 рабочих дней после получения всех документов и произвести выплату в течение ' +
        '5 рабочих дней после решения; при отказе письменно сообщить его причину.',
      'Обеспечить конфиденциальность персональных данных страхователя.',
    ],
  },
  en: {
    exclusions:
      'No product covers: intentional acts of the policyholder, the insured person or the beneficiary; war, ' +
      'military action, civil war, terrorist acts and riots; nuclear explosion and radiation; confiscation or ' +
      'seizure of property by order of a public authority.',
    claims:
      'Claims are made in the personal cabinet or through the Polis contact centre, with the policy, an identity ' +
      'document, the documents of the competent authorities confirming the event and the bank card or account ' +
      'details for the payment.',
    obligations: [
      'Issue the electronic policy once the premium is paid, and keep its QR code verifiable.',
      'Decide on a claim within 15 working days of receiving all documents and pay within 5 working days of the ' +
        'decision; explain a refusal in writing.',
      "Keep the policyholder's personal data confidential.",
    ],
  },
};

/** A product's rules in one language, its own clauses first and the shared ones after them. */
export function productRules(lang: PaymentLang, rules: ProductRules): RulesDoc {
  const h = HEADINGS[lang];
  const common = COMMON[lang];
  return {
    title: rules.title,
    sections: [
      { heading: h.about, paragraphs: rules.about },
      { heading: h.cover, paragraphs: rules.cover },
      { heading: h.exclusions, paragraphs: [...rules.exclusions, common.exclusions] },
      { heading: h.limits, paragraphs: rules.limits },
      { heading: h.claims, paragraphs: [...rules.claims, common.claims] },
      { heading: h.term, paragraphs: rules.term },
      { heading: h.obligations, paragraphs: [...(rules.obligations ?? []), ...common.obligations] },
    ],
  };
}
