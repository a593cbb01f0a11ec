import { productRules, type RulesTexts } from './rules-doc';

export const OSAGO_RULES: RulesTexts = {
  uz: productRules('uz', {
    title:
      'Avtotransport vositalari egalarining fuqarolik javobgarligini majburiy sugʻurtalash (OSAGO) qoidalari',
    about: [
      'Sugʻurta “Transport vositalari egalarining fuqarolik javobgarligini majburiy sugʻurta qilish toʻgʻrisida”gi ' +
        'Oʻzbekiston Respublikasi Qonuni va Vazirlar Mahkamasi tasdiqlagan tariflar asosida amalga oshiriladi.',
      'Transport vositasi egasi va uni boshqarishga ruxsat etilgan shaxslarning uchinchi shaxslar oldidagi ' +
        'javobgarligi sugʻurtalanadi. Polis cheklanmagan haydovchilar uchun yoki nomi koʻrsatilgan 5 nafargacha ' +
        'haydovchi uchun beriladi.',
    ],
    cover: [
      'Polisda koʻrsatilgan transport vositasidan Oʻzbekiston hududida foydalanish natijasida uchinchi shaxslarning ' +
        'hayoti va sogʻligʻiga yetkazilgan zarar (jabrlanuvchilarni davolash, mehnat qobiliyatini yoʻqotish, vafot ' +
        'etish) hamda ularning mol-mulkiga (transport vositalari, binolar va boshqa mulk) yetkazilgan zarar qoplanadi.',
    ],
    exclusions: [
      'Sugʻurtalangan transport vositasining oʻziga, uning haydovchisiga va yukiga yetkazilgan zarar (buning uchun ' +
        'KASKO mavjud); maxsus maydonlardagi musobaqa va oʻquv mashgʻulotlarida, yuk ortish va tushirishda ' +
        'yetkazilgan zarar.',
      'Qonunda nazarda tutilgan hollarda (haydovchi cheklangan polisda koʻrsatilmagan, mast holda boʻlgan yoki ' +
        'hodisa joyini tark etgan) sugʻurtalovchi jabrlanuvchiga toʻlaydi va toʻlangan summani aybdor shaxsdan ' +
        'undiradi (regress).',
    ],
    limits: [
      'Sugʻurta summasi har bir sugʻurta hodisasi uchun 80 000 000 soʻm. Sugʻurta mukofoti hudud (transport ' +
        'vositasi roʻyxatdan oʻtgan joy), transport vositasi turi va haydovchilar soniga qarab tarif boʻyicha ' +
        'hisoblanadi; 6 oylik polis yillik mukofotning 0,7 qismiga teng.',
    ],
    claims: [
      'Transport vositasini joyidan qoʻzgʻatmang, Yoʻl harakati xavfsizligi xizmatini (102) va zarur boʻlsa tez ' +
        'tibbiy yordamni (103) chaqiring. Sugʻurtalovchini imkon qadar tezroq, 3 ish kunidan kechiktirmay xabardor ' +
        'qiling.',
      'Jabrlanuvchi aybdor tomonning sugʻurtalovchisiga ariza, YHXX hujjatlari, transport vositasi hujjatlari, ' +
        'mustaqil baholovchining zarar toʻgʻrisidagi hisoboti yoki tibbiy hujjatlar bilan murojaat qiladi.',
    ],
    term: [
      'Polis 12 yoki 6 oyga tuziladi va polisda koʻrsatilgan boshlanish sanasidan (toʻlov kunidan 90 kundan kechroq ' +
        'boʻlmagan) amal qiladi. Polis faqat unda koʻrsatilgan transport vositasi va haydovchilarga tegishli; ' +
        'muddati tugashidan oldin uni onlayn uzaytirish mumkin.',
    ],
  }),
  ru: productRules('ru', {
    title:
      'Правила обязательного страхования гражданской ответственности владельцев транспортных средств (ОСАГО)',
    about: [
      'Страхование осуществляется на основании Закона Республики Узбекистан «Об обязательном страховании ' +
        'гражданской ответственности владельцев транспортных средств» и тарифов, утверждённых Кабинетом Министров.',
      'Страхуется ответственность владельца транспортного средства и лиц, допущенных к управлению, перед третьими ' +
        'лицами. Полис выдаётся без ограничения числа водителей или на поимённо указанных водителей (до 5).',
    ],
    cover: [
      'Возмещается вред жизни и здоровью третьих лиц (лечение, утрата трудоспособности, смерть) и ущерб их ' +
        'имуществу (транспортным средствам, зданиям, иному имуществу), причинённые при использовании указанного в ' +
        'полисе транспортного средства на территории Узбекистана.',
    ],
    exclusions: [
      'Ущерб самому застрахованному транспортному средству, его водителю и грузу (для этого есть КАСКО); вред при ' +
        'соревнованиях и учебной езде на специальных площадках, при погрузке и разгрузке.',
      'В предусмотренных законом случаях (водитель не указан в ограниченном полисе, находился в состоянии ' +
        'опьянения или скрылся с места происшествия) страховщик выплачивает потерпевшему и взыскивает выплату с ' +
        'виновного (регресс).',
    ],
    limits: [
      'Страховая сумма — 80 000 000 сумов на каждый страховой случай. Премия рассчитывается по тарифу в ' +
        'зависимости от территории регистрации, типа транспортного средства и числа водителей; полис на 6 месяцев ' +
        'стоит 0,7 годовой премии.',
    ],
    claims: [
      'Не перемещайте транспортное средство, вызовите службу безопасности дорожного движения (102) и при ' +
        'необходимости скорую помощь (103). Сообщите страховщику как можно скорее, не позднее 3 рабочих дней.',
      'Потерпевший обращается к страховщику виновника с заявлением, документами ГСБДД, документами на ' +
        'транспортное средство, отчётом независимого оценщика об ущербе или медицинскими документами.',
    ],
    term: [
      'Полис заключается на 12 или 6 месяцев и действует с указанной в нём даты начала (не позднее 90 дней после ' +
        'оплаты). Полис действует только для указанных в нём транспортного средства и водителей; до окончания срока ' +
        'его можно продлить онлайн.',
    ],
  }),
  en: productRules('en', {
    title: 'Rules of compulsory motor third-party liability insurance (OSAGO)',
    about: [
      'The insurance is provided under the Law of the Republic of Uzbekistan “On compulsory civil liability ' +
        'insurance of vehicle owners” and the tariffs approved by the Cabinet of Ministers.',
      'It covers the liability to third parties of the vehicle owner and of the persons allowed to drive. A policy ' +
        'is for any number of drivers or for up to 5 named drivers.',
    ],
    cover: [
      'Harm to the life and health of third parties (treatment, loss of ability to work, death) and damage to their ' +
        'property (vehicles, buildings, other property) caused by the use of the vehicle named in the policy in ' +
        'Uzbekistan.',
    ],
    exclusions: [
      'Damage to the insured vehicle itself, its driver and its cargo (KASKO covers these); harm during races and ' +
        'driving lessons on closed grounds, and during loading and unloading.',
      'Where the law requires it (a driver not named on a limited policy, a drunk driver, leaving the scene), the ' +
        'insurer pays the victim and recovers the payment from the person at fault.',
    ],
    limits: [
      'The sum insured is 80 000 000 UZS per insured event. The premium follows the tariff by territory of ' +
        'registration, type of vehicle and number of drivers; a 6-month policy costs 0.7 of the annual premium.',
    ],
    claims: [
      'Do not move the vehicle; call the road safety police (102) and, if anyone is hurt, an ambulance (103). Tell ' +
        'the insurer as soon as possible and within 3 working days.',
      'The victim claims from the insurer of the party at fault with an application, the police documents, the ' +
        "vehicle's documents, and an independent appraiser's report of the damage or medical documents.",
    ],
    term: [
      'A policy runs for 12 or 6 months from the start date it shows (at most 90 days after payment). It is valid ' +
        'only for the vehicle and drivers it names, and can be extended online before it ends.',
    ],
  }),
};
