import { productRules, type RulesTexts } from './rules-doc';

export const DOCUMENTS_RULES: RulesTexts = {
  uz: productRules('uz', {
    title: 'Hujjatlarni sugʻurtalash qoidalari',
    about: [
      'Shaxsiy hujjatlarning yoʻqolishi yoki oʻgʻirlanishi bilan bogʻliq xarajatlar sugʻurtalanadi: pasport yoki ' +
        'ID-karta, haydovchilik guvohnomasi, transport vositasining texnik pasporti va davlat raqami belgilari ' +
        'hamda boshqa hujjat turlari. Sugʻurtalanuvchi bir yoki bir necha hujjat turini tanlaydi.',
    ],
    cover: [
      'Hujjat yoʻqolganda, oʻgʻirlanganda yoki shikastlanganda uni tiklash xarajatlari: davlat boji, ' +
        'fotosurat, notarius xizmatlari va hujjat berish joyiga borish xarajatlari.',
    ],
    exclusions: [
      'Polis kuchga kirishidan oldin yoʻqolgan hujjatlar; hujjatning amal qilish muddati tugashi munosabati bilan ' +
        'almashtirilishi; davlat organlari tomonidan olib qoʻyilishi.',
    ],
    limits: [
      'Har bir hujjat turi uchun mukofot va javobgarlik limiti sotib olishda koʻrsatiladi (20 000 soʻmdan); ' +
        'davlat ahamiyatidagi obyektlar uchun alohida turdagi hujjat (38-tur) maxsus shartlarda sugʻurtalanadi.',
    ],
    claims: [
      'Yoʻqolgan yoki oʻgʻirlangan hujjat haqida ichki ishlar organiga xabar bering va sugʻurtalovchini 10 kun ' +
        'ichida xabardor qiling; tiklash xarajatlari cheklari va yangi hujjat nusxasi taqdim etiladi.',
    ],
    term: ['Polis 12 oyga tuziladi va polisda koʻrsatilgan sanadan amal qiladi.'],
  }),
  ru: productRules('ru', {
    title: 'Правила страхования документов',
    about: [
      'Страхуются расходы, связанные с утратой или кражей личных документов: паспорта или ID-карты, водительского ' +
        'удостоверения, техпаспорта и госномеров транспортного средства и других видов документов. Страхователь ' +
        'выбирает один или несколько видов документов.',
    ],
    cover: [
      'Расходы на восстановление утраченного, украденного или повреждённого документа: госпошлина, фотографии, ' +
        'услуги нотариуса и поездки в место выдачи документа.',
    ],
    exclusions: [
      'Документы, утраченные до начала действия полиса; замена документа в связи с истечением срока действия; ' +
        'изъятие документа государственными органами.',
    ],
    limits: [
      'Премия и лимит ответственности по каждому виду документа указываются при покупке (от 20 000 сумов); ' +
        'документы особого вида (тип 38, объекты государственного значения) страхуются на особых условиях.',
    ],
    claims: [
      'Сообщите об утрате или краже в органы внутренних дел и страховщику в течение 10 дней; представьте чеки ' +
        'расходов на восстановление и копию нового документа.',
    ],
    term: ['Полис заключается на 12 месяцев и действует с указанной в нём даты.'],
  }),
  en: productRules('en', {
    title: 'Documents insurance rules',
    about: [
      'The costs of losing personal documents or having them stolen are insured: a passport or ID card, a ' +
        "driving licence, a vehicle's registration certificate and number plates, and other kinds of document. " +
        'The policyholder chooses one or more kinds.',
    ],
    cover: [
      'The cost of replacing a lost, stolen or damaged document: state fees, photographs, notary services and ' +
        'travel to the issuing office.',
    ],
    exclusions: [
      'Documents lost before the policy began; replacement because a document expired; seizure by a public ' +
        'authority.',
    ],
    limits: [
      'The premium and limit of each kind of document are shown at purchase (from 20 000 UZS); documents of the ' +
        'special kind (type 38, objects of state importance) are insured on special terms.',
    ],
    claims: [
      'Report the loss or theft to the police and tell the insurer within 10 days, with the receipts for the ' +
        'replacement and a copy of the new document.',
    ],
    term: ['12 months from the date in the policy.'],
  }),
};
