import { productRules, type RulesTexts } from './rules-doc';

export const HOUSING_RULES: RulesTexts = {
  uz: productRules('uz', {
    title: 'Uy-joyni sugʻurtalash qoidalari',
    about: [
      'Oʻzbekistondagi kvartira yoki xususiy uy (konstruktiv elementlari: devorlar, tom, pollar, deraza va ' +
        'eshiklar) sugʻurtalanadi. Manzil polisda koʻrsatiladi; sugʻurtalanuvchi uy-joy egasi yoki unda qonuniy ' +
        'yashovchi shaxs boʻlishi mumkin. Qoidalar “Standart” va “Optimal” dasturlariga tegishli.',
    ],
    cover: [
      'Yongʻin, yashin urishi, maishiy gaz portlashi; suv taʼminoti, kanalizatsiya va isitish tizimlaridan suv ' +
        'oqishi, shu jumladan qoʻshnilardan; zilzila, doʻl, boʻron va suv toshqini; uchinchi shaxslarning ' +
        'gʻayriqonuniy harakatlari (oʻgʻirlik maqsadida kirish, buzish); daraxt yoki boshqa narsalarning qulashi.',
    ],
    exclusions: [
      'Eskirish, chirish va uy-joyni lozim darajada saqlamaslik; ruxsatsiz qayta qurish; uy-joy 60 kundan ortiq ' +
        'sugʻurtalovchiga xabar berilmasdan boʻsh qolganda yuz bergan hodisalar; naqd pul, zargarlik buyumlari va ' +
        'hujjatlar; egasining oʻzi olib borgan taʼmirlash ishlari natijasidagi zarar.',
    ],
    limits: [
      '“Standart” dasturi: sugʻurta summasi 115 000 000 soʻm, yillik mukofot 140 000 soʻm. “Optimal” dasturi: ' +
        '250 000 000 soʻm, 500 000 soʻm. Zarar taʼmirlash qiymati boʻyicha, sugʻurta summasi doirasida toʻlanadi; ' +
        'uy-joy turi (kvartira yoki uy) mukofotga taʼsir qilmaydi.',
    ],
    claims: [
      'Favqulodda xizmatlarni chaqiring (101 — yongʻin, 102 — militsiya, 104 — gaz) va sugʻurtalovchini 3 ish ' +
        'kuni ichida xabardor qiling. Shikastlangan mulkni koʻrik oʻtkazilguncha saqlang va suratga oling; ' +
        'xizmatlar dalolatnomasi, suv bosganda esa uy-joy mulkdorlari shirkati yoki boshqaruv kompaniyasining ' +
        'dalolatnomasi taqdim etiladi.',
    ],
    term: [
      'Shartnoma 12 oyga tuziladi va polisda koʻrsatilgan boshlanish sanasidan (90 kungacha oldinga) amal qiladi.',
    ],
  }),
  ru: productRules('ru', {
    title: 'Правила страхования жилья',
    about: [
      'Страхуется квартира или частный дом в Узбекистане (конструктивные элементы: стены, крыша, перекрытия, окна ' +
        'и двери). Адрес указывается в полисе; страхователем может быть собственник или лицо, законно проживающее ' +
        'в жилье. Правила относятся к программам «Стандарт» и «Оптимальный».',
    ],
    cover: [
      'Пожар, удар молнии, взрыв бытового газа; залив из систем водоснабжения, канализации и отопления, в том ' +
        'числе соседями; землетрясение, град, буря и наводнение; противоправные действия третьих лиц (проникновение ' +
        'с целью кражи, вандализм); падение деревьев и других предметов.',
    ],
    exclusions: [
      'Износ, гниение и ненадлежащее содержание жилья; самовольная перепланировка; события, когда жильё пустовало ' +
        'более 60 дней без уведомления страховщика; наличные деньги, ювелирные изделия и документы; ущерб от ' +
        'ремонтных работ, которые вёл сам владелец.',
    ],
    limits: [
      'Программа «Стандарт»: страховая сумма 115 000 000 сумов, годовая премия 140 000 сумов. Программа ' +
        '«Оптимальный»: 250 000 000 сумов и 500 000 сумов. Ущерб возмещается по стоимости ремонта в пределах ' +
        'страховой суммы; тип жилья (квартира или дом) на премию не влияет.',
    ],
    claims: [
      'Вызовите экстренные службы (101 — пожарная, 102 — милиция, 104 — газовая) и сообщите страховщику в течение ' +
        '3 рабочих дней. Сохраните повреждённое имущество до осмотра и сфотографируйте его; нужны акт служб, а при ' +
        'заливе — акт товарищества собственников жилья или управляющей компании.',
    ],
    term: ['Договор заключается на 12 месяцев и действует с даты начала в полисе (до 90 дней вперёд).'],
  }),
  en: productRules('en', {
    title: 'Home insurance rules',
    about: [
      'A flat or a house in Uzbekistan is insured (its structure: walls, roof, floors, windows and doors). The ' +
        'address is stated in the policy; the policyholder may be the owner or a person lawfully living there. ' +
        'These rules apply to the Standard and Optimal programmes.',
    ],
    cover: [
      'Fire, lightning, a household gas explosion; water escaping from water, sewage and heating systems, ' +
        "neighbours' included; earthquake, hail, storm and flood; unlawful acts of others (break-in, vandalism); " +
        'falling trees and other objects.',
    ],
    exclusions: [
      'Wear, rot and poor upkeep; unauthorised alterations; events while the home stood empty for over 60 days ' +
        "without telling the insurer; cash, jewellery and documents; damage from the owner's own repair works.",
    ],
    limits: [
      'Standard: sum insured 115 000 000 UZS, annual premium 140 000 UZS. Optimal: 250 000 000 UZS and 500 000 UZS. ' +
        'Damage is paid at the cost of repair within the sum insured; the type of home (flat or house) does not ' +
        'change the premium.',
    ],
    claims: [
      'Call the emergency services (101 fire, 102 police, 104 gas) and tell the insurer within 3 working days. ' +
        'Keep and photograph the damaged property until it is inspected; the report of the services, and for water ' +
        "damage the report of the owners' association or managing company, are needed.",
    ],
    term: ['12 months from the start date in the policy (up to 90 days ahead).'],
  }),
};
