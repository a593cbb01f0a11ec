import type { RulesTexts } from './rules-doc';

/** The public offer: one agreement for every product sold on the site, the product's rules beside it. */
export const OFFER: RulesTexts = {
  uz: {
    title: 'Sugʻurta shartnomasini tuzish toʻgʻrisida ommaviy oferta',
    sections: [
      {
        heading: '1. Umumiy qoidalar',
        paragraphs: [
          'Ushbu hujjat Oʻzbekiston Respublikasi Fuqarolik kodeksiga muvofiq ommaviy oferta boʻlib, Polis sayti, ' +
            'mobil ilovasi va hamkorlar kanallari orqali sugʻurta shartnomalarini tuzish shartlarini belgilaydi. ' +
            'Har bir mahsulotning sugʻurta qoidalari ushbu ofertaning ajralmas qismi hisoblanadi.',
        ],
      },
      {
        heading: '2. Taraflar',
        paragraphs: [
          'Sugʻurtalovchi — sugʻurta faoliyatini amalga oshirish uchun Oʻzbekiston Respublikasi sugʻurta nazorati ' +
            'organi litsenziyasiga ega boʻlgan va Polis xizmatini yurituvchi sugʻurta kompaniyasi.',
          'Sugʻurtalanuvchi — ofertani qabul qilgan 18 yoshga toʻlgan jismoniy shaxs yoki yuridik shaxs.',
        ],
      },
      {
        heading: '3. Shartnomaning tuzilishi',
        paragraphs: [
          'Sugʻurtalanuvchi mahsulotni tanlaydi, anketani toʻldiradi, maʼlumotlarni tekshiradi va sugʻurta ' +
            'mukofotini toʻlaydi. Mukofotning toʻlanishi ofertaning toʻliq va soʻzsiz qabul qilinishi (aksept) ' +
            'hisoblanadi; shu paytdan shartnoma tuzilgan deb hisoblanadi.',
          'Toʻlovdan soʻng elektron polis beriladi; u QR-kod orqali tekshiriladi va qogʻoz polis bilan bir xil ' +
            'yuridik kuchga ega.',
        ],
      },
      {
        heading: '4. Sugʻurta mukofoti va toʻlov',
        paragraphs: [
          'Mukofot soʻmda, toʻlovdan oldin koʻrsatilgan miqdorda toʻlanadi: Payme, Click, bank kartasi yoki muddatli ' +
            'toʻlov (Uzum Nasiya) orqali. Narxni server tarif boʻyicha hisoblaydi; promo-kod chegirmasi toʻlovdan ' +
            'oldin qoʻllanadi.',
        ],
      },
      {
        heading: '5. Shaxsiy maʼlumotlarga rozilik',
        paragraphs: [
          'Ofertani qabul qilib, sugʻurtalanuvchi “Shaxsga doir maʼlumotlar toʻgʻrisida”gi Qonunga muvofiq ' +
            'oʻzining va u koʻrsatgan shaxslarning (haydovchilar, sugʻurtalangan shaxslar) maʼlumotlarini ishlashga ' +
            'rozilik beradi: shartnomani tuzish va bajarish, davlat reyestrlarida tekshirish, SMS-xabarnomalar ' +
            'yuborish uchun. Maʼlumotlar Oʻzbekiston hududidagi serverlarda saqlanadi va qonunda nazarda ' +
            'tutilganidan tashqari uchinchi shaxslarga berilmaydi.',
          'Rozilik shartnoma amal qilgan muddat va undan keyin qonunda belgilangan saqlash muddati davomida amal ' +
            'qiladi; uni yozma ariza bilan qaytarib olish mumkin, bu shartnomaning bekor qilinishiga olib kelishi ' +
            'mumkin.',
        ],
      },
      {
        heading: '6. Shartnomani bekor qilish va pulni qaytarish',
        paragraphs: [
          'Sugʻurta muddati boshlanishidan oldin bekor qilinganda mukofot toʻliq qaytariladi. Muddat boshlangandan ' +
            'keyin, agar toʻlov amalga oshirilmagan boʻlsa, qolgan muddat uchun mukofot sugʻurtalovchining ' +
            'xarajatlari chegirilgan holda qaytariladi. OSAGO qonunda nazarda tutilgan hollarda bekor qilinadi.',
          'Pul toʻlov qilingan karta yoki hisob raqamiga 10 ish kuni ichida qaytariladi. Polis berilmay qolgan ' +
            'toʻlov toʻliq qaytariladi.',
        ],
      },
      {
        heading: '7. Nizolar',
        paragraphs: [
          'Nizolar muzokaralar yoʻli bilan, kelishuvga erishilmasa — Oʻzbekiston Respublikasi sudlarida hal ' +
            'qilinadi. Murojaatlar shaxsiy kabinet yoki aloqa markazi orqali qabul qilinadi va 15 ish kuni ichida ' +
            'koʻrib chiqiladi.',
        ],
      },
    ],
  },
  ru: {
    title: 'Публичная оферта о заключении договора страхования',
    sections: [
      {
        heading: '1. Общие положения',
        paragraphs: [
          'Настоящий документ является публичной офертой в соответствии с Гражданским кодексом Республики ' +
            'Узбекистан и определяет условия заключения договоров страхования через сайт Polis, мобильное ' +
            'приложение и каналы партнёров. Правила страхования каждого продукта являются неотъемлемой частью оферты.',
        ],
      },
      {
        heading: '2. Стороны',
        paragraphs: [
          'Страховщик — страховая компания, имеющая лицензию органа страхового надзора Республики Узбекистан на ' +
            'осуществление страховой деятельности и управляющая сервисом Polis.',
          'Страхователь — принявшее оферту физическое лицо, достигшее 18 лет, или юридическое лицо.',
        ],
      },
      {
        heading: '3. Заключение договора',
        paragraphs: [
          'Страхователь выбирает продукт, заполняет анкету, проверяет данные и оплачивает страховую премию. Оплата ' +
            'премии является полным и безоговорочным принятием оферты (акцептом); с этого момента договор считается ' +
            'заключённым.',
          'После оплаты выдаётся электронный полис; он проверяется по QR-коду и имеет ту же юридическую силу, что и ' +
            'бумажный.',
        ],
      },
      {
        heading: '4. Страховая премия и оплата',
        paragraphs: [
          'Премия оплачивается в сумах в сумме, показанной до оплаты: через Payme, Click, банковской картой или в ' +
            'рассрочку (Uzum Nasiya). Цену рассчитывает сервер по тарифу; скидка по промокоду применяется до оплаты.',
        ],
      },
      {
        heading: '5. Согласие на обработку персональных данных',
        paragraphs: [
          'Принимая оферту, страхователь в соответствии с Законом «О персональных данных» даёт согласие на ' +
            'обработку своих данных и данных указанных им лиц (водителей, застрахованных) для заключения и ' +
            'исполнения договора, проверки в государственных реестрах и отправки SMS-уведомлений. Данные хранятся ' +
            'на серверах на территории Узбекистана и не передаются третьим лицам, кроме случаев, предусмотренных ' +
            'законом.',
          'Согласие действует в течение срока договора и установленного законом срока хранения после него; его ' +
            'можно отозвать письменным заявлением, что может повлечь прекращение договора.',
        ],
      },
      {
        heading: '6. Расторжение договора и возврат денег',
        paragraphs: [
          'При отказе до начала срока страхования премия возвращается полностью. После начала срока, если выплат не ' +
            'было, возвращается премия за неистёкший срок за вычетом расходов страховщика. ОСАГО прекращается в ' +
            'случаях, предусмотренных законом.',
          'Деньги возвращаются на карту или счёт, с которых была оплата, в течение 10 рабочих дней. Оплата, по ' +
            'которой полис не был выдан, возвращается полностью.',
        ],
      },
      {
        heading: '7. Споры',
        paragraphs: [
          'Споры решаются переговорами, а при недостижении согласия — в судах Республики Узбекистан. Обращения ' +
            'принимаются через личный кабинет или контакт-центр и рассматриваются в течение 15 рабочих дней.',
        ],
      },
    ],
  },
  en: {
    title: 'Public offer to conclude an insurance contract',
    sections: [
      {
        heading: '1. General',
        paragraphs: [
          'This document is a public offer under the Civil Code of the Republic of Uzbekistan. It sets the terms on ' +
            'which insurance contracts are concluded through the Polis website, mobile app and partner channels. ' +
            "Each product's insurance rules form part of this offer.",
        ],
      },
      {
        heading: '2. The parties',
        paragraphs: [
          'The insurer: the insurance company that runs the Polis service and holds a licence of the insurance ' +
            'supervisory authority of the Republic of Uzbekistan.',
          'The policyholder: an individual aged 18 or over, or a legal entity, who accepts this offer.',
        ],
      },
      {
        heading: '3. How the contract is concluded',
        paragraphs: [
          'The policyholder chooses a product, fills in the form, checks the details and pays the premium. Payment ' +
            'is full and unconditional acceptance of the offer, and the contract is concluded at that moment.',
          'An electronic policy is issued after payment; it is verified by its QR code and has the same legal force ' +
            'as a paper policy.',
        ],
      },
      {
        heading: '4. Premium and payment',
        paragraphs: [
          'The premium is paid in UZS, in the amount shown before payment, by Payme, Click, bank card or instalments ' +
            '(Uzum Nasiya). The server prices the policy by the tariff; a promo-code discount is applied before ' +
            'payment.',
        ],
      },
      {
        heading: '5. Consent to the processing of personal data',
        paragraphs: [
          'By accepting the offer the policyholder consents, under the Law “On personal data”, to the processing of ' +
            'their data and of the people they name (drivers, insured persons) to conclude and perform the contract, ' +
            'to check it against state registries and to send SMS notices. The data are stored on servers in ' +
            'Uzbekistan and not disclosed to others except as the law requires.',
          'The consent lasts for the term of the contract and the retention period the law sets after it; it can be ' +
            'withdrawn in writing, which may end the contract.',
        ],
      },
      {
        heading: '6. Cancellation and refunds',
        paragraphs: [
          'If the contract is cancelled before the cover begins, the premium is refunded in full. After that, if ' +
            "nothing was paid out, the premium for the unexpired term is refunded less the insurer's expenses. OSAGO " +
            'ends only in the cases the law provides.',
          'Money goes back to the card or account that paid, within 10 working days. A payment for which no policy ' +
            'was issued is refunded in full.',
        ],
      },
      {
        heading: '7. Disputes',
        paragraphs: [
          'Disputes are settled by negotiation and, failing agreement, by the courts of the Republic of Uzbekistan. ' +
            'Complaints are taken in the personal cabinet or by the contact centre and answered within 15 working ' +
            'days.',
        ],
      },
    ],
  },
};
