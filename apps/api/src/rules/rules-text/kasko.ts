import { productRules, type RulesTexts } from './rules-doc';

export const KASKO_RULES: RulesTexts = {
  uz: productRules('uz', {
    title: 'Avtotransport vositalarini ixtiyoriy sugʻurtalash (KASKO) qoidalari',
    about: [
      'Oʻzbekistonda roʻyxatdan oʻtgan, 15 yoshdan oshmagan yengil avtomobillar sugʻurtalanadi. Sugʻurtalanuvchi ' +
        '“Basic”, “Comfort” yoki “Premium” dasturini yoki konstruktor orqali oʻz xatarlar toʻplamini tanlaydi.',
    ],
    cover: [
      'Yoʻl-transport hodisasi, yongʻin, portlash, tabiiy ofatlar (doʻl, suv toshqini, zilzila), narsalar qulashi ' +
        'va uchinchi shaxslarning gʻayriqonuniy harakatlari natijasida avtomobilning shikastlanishi yoki nobud ' +
        'boʻlishi; “Comfort” va “Premium” dasturlarida oʻgʻirlik va talonchilik ham.',
      'Konstruktor qoʻshimchalari: fuqarolik javobgarligi, yoʻlovchilarni baxtsiz hodisalardan sugʻurtalash, old ' +
        'oyna, favqulodda komissar xizmati, taksi va ijara xarajatlari.',
    ],
    exclusions: [
      'Mast yoki giyohvandlik holatida, haydovchilik guvohnomasisiz yoki polisda koʻrsatilmagan shaxs tomonidan ' +
        'boshqarish; kelishilmagan holda taksi yoki oʻquv avtomobili sifatida foydalanish; eskirish va mexanik ' +
        'nosozliklar; kalit yoki hujjatlar avtomobil ichida qoldirilganda oʻgʻirlanish; poygalarda qatnashish.',
    ],
    limits: [
      'Sugʻurta summasi shartnoma tuzilgan kundagi avtomobilning bozor qiymatiga teng: katalog narxidan har bir ' +
        'yil uchun 5 % kamaytiriladi. Yillik mukofot sugʻurta summasining: “Basic” 1 %, “Comfort” 1,5 %, “Premium” ' +
        '2,5 %; konstruktorning har bir qoʻshimchasi 0,1 %–0,5 %. Franshiza polisda koʻrsatiladi.',
    ],
    claims: [
      'Yoʻl harakati xavfsizligi xizmatini (102) chaqiring va sugʻurtalovchini 3 ish kuni ichida, oʻgʻirlikda 24 ' +
        'soat ichida xabardor qiling. Sugʻurtalovchi koʻrigidan oldin avtomobilni taʼmirlamang.',
      'Tovon hamkor servis markazida taʼmirlash yoki baholash boʻyicha pul mablagʻi bilan toʻlanadi.',
    ],
    term: [
      'Shartnoma 12 oyga tuziladi va avtomobil koʻrikdan (ilovadagi fotosuratlar) oʻtgandan keyin polisdagi ' +
        'boshlanish sanasidan amal qiladi.',
    ],
  }),
  ru: productRules('ru', {
    title: 'Правила добровольного страхования автотранспортных средств (КАСКО)',
    about: [
      'Страхуются легковые автомобили, зарегистрированные в Узбекистане, не старше 15 лет. Страхователь выбирает ' +
        'программу «Basic», «Comfort» или «Premium» либо собирает набор рисков в конструкторе.',
    ],
    cover: [
      'Повреждение или гибель автомобиля в ДТП, при пожаре, взрыве, стихийных бедствиях (град, наводнение, ' +
        'землетрясение), падении предметов и противоправных действиях третьих лиц; в программах «Comfort» и ' +
        '«Premium» также угон и грабёж.',
      'Дополнения конструктора: гражданская ответственность, несчастный случай с пассажирами, лобовое стекло, ' +
        'аварийный комиссар, расходы на такси и аренду.',
    ],
    exclusions: [
      'Управление в состоянии опьянения, без водительского удостоверения или лицом, не указанным в полисе; ' +
        'использование в такси или для обучения без согласования; износ и механические поломки; угон с ключами или ' +
        'документами, оставленными в салоне; участие в гонках.',
    ],
    limits: [
      'Страховая сумма равна рыночной стоимости автомобиля на дату договора: цена по каталогу минус 5 % за каждый ' +
        'год возраста. Годовая премия от страховой суммы: «Basic» 1 %, «Comfort» 1,5 %, «Premium» 2,5 %; каждое ' +
        'дополнение конструктора 0,1 %–0,5 %. Франшиза указывается в полисе.',
    ],
    claims: [
      'Вызовите службу безопасности дорожного движения (102) и сообщите страховщику в течение 3 рабочих дней, при ' +
        'угоне — в течение 24 часов. Не ремонтируйте автомобиль до осмотра страховщиком.',
      'Возмещение — ремонт на партнёрской станции или денежная выплата по оценке.',
    ],
    term: [
      'Договор заключается на 12 месяцев и действует с даты начала в полисе после осмотра автомобиля (фотографии ' +
        'в приложении).',
    ],
  }),
  en: productRules('en', {
    title: 'Comprehensive car insurance (KASKO) rules',
    about: [
      'Passenger cars registered in Uzbekistan and at most 15 years old are insured. The policyholder chooses the ' +
        'Basic, Comfort or Premium programme, or builds a set of risks in the constructor.',
    ],
    cover: [
      'Damage to or loss of the car through a road accident, fire, explosion, natural disaster (hail, flood, ' +
        'earthquake), falling objects and unlawful acts of others; theft and robbery under Comfort and Premium.',
      'Constructor add-ons: civil liability, accident cover for passengers, windscreen, emergency commissioner, ' +
        'taxi and rental costs.',
    ],
    exclusions: [
      'Driving drunk or under drugs, without a licence or by a person not named in the policy; use as a taxi or for ' +
        'driving lessons unless agreed; wear and tear and mechanical breakdown; theft with the keys or documents ' +
        'left in the car; racing.',
    ],
    limits: [
      "The sum insured is the car's market value on the day of the contract: the catalogue price less 5 % for each " +
        'year of age. The annual premium is 1 % (Basic), 1.5 % (Comfort) or 2.5 % (Premium) of the sum insured; ' +
        'each constructor add-on 0.1 %-0.5 %. The deductible is stated in the policy.',
    ],
    claims: [
      'Call the road safety police (102) and tell the insurer within 3 working days, within 24 hours for a theft. ' +
        "Do not repair the car before the insurer's inspection.",
      'The insurer pays by repair at a partner garage or in money by appraisal.',
    ],
    term: [
      '12 months from the start date in the policy, once the car has been inspected (photos in the app).',
    ],
  }),
};
