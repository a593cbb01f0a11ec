import { productRules, type RulesTexts } from './rules-doc';

export const TRAVEL_RULES: RulesTexts = {
  uz: productRules('uz', {
    title: 'Chet elga chiquvchilarni sugʻurtalash qoidalari',
    about: [
      'Oʻzbekistondan chet elga chiquvchi fuqarolar va chet el fuqarolari sugʻurtalanadi. Polis Shengen davlatlari ' +
        'vizasi uchun talab qilinadigan tibbiy sugʻurta shartlariga javob beradi (kamida 30 000 yevro).',
    ],
    cover: [
      'Safar davomida toʻsatdan kasallik yoki baxtsiz hodisa tufayli shoshilinch tibbiy yordam, ' +
        'kasalxonaga yotqizish, dori-darmonlar, shoshilinch stomatologik yordam, tibbiy transport va vatanga ' +
        'qaytarish. Qoʻshimcha xatarlar: baxtsiz hodisa, bagaj, safarning bekor qilinishi, fuqarolik javobgarligi, ' +
        'reysning kechikishi.',
    ],
    exclusions: [
      'Rejali davolanish va surunkali kasalliklarni davolash; homiladorlik (asoratlaridan tashqari); mast holda ' +
        'olingan jarohatlar; “sport” maqsadi tanlanmagan holda sport va ekstremal faoliyat; shifokor taqiqlaganiga ' +
        'qaramay safarga chiqish.',
    ],
    limits: [
      'Dasturlar: “Basic” — 50 000 yevro, “Comfort” — 60 000 yevro, “Premium” — 100 000 yevro. Shengen davlatlari ' +
        'uchun faqat “Comfort” va “Premium”, AQSh va Kanada uchun faqat “Premium”. Mukofot kunlik tarif, kunlar ' +
        'soni, yosh va maqsad koeffitsiyentlari boʻyicha hisoblanadi va Markaziy bank kursida soʻmda toʻlanadi.',
    ],
    claims: [
      'Davolanishdan oldin polisda koʻrsatilgan assistans markaziga qoʻngʻiroq qiling: u shifoxonani tanlaydi va ' +
        'xarajatlarni toʻgʻridan-toʻgʻri toʻlaydi. Oʻzingiz toʻlagan boʻlsangiz, cheklar va tibbiy hujjatlarni ' +
        'qaytganingizdan keyin 30 kun ichida taqdim eting.',
    ],
    term: [
      'Polis safar sanalari uchun (365 kungacha) tuziladi va Oʻzbekistondan chiqishdan oldin rasmiylashtirilishi ' +
        'kerak; polisdagi davlatlarda amal qiladi.',
    ],
  }),
  ru: productRules('ru', {
    title: 'Правила страхования выезжающих за рубеж',
    about: [
      'Страхуются граждане Узбекистана и иностранцы, выезжающие за рубеж. Полис соответствует требованиям к ' +
        'медицинской страховке для шенгенской визы (не менее 30 000 евро).',
    ],
    cover: [
      'Экстренная медицинская помощь при внезапном заболевании или несчастном случае в поездке: госпитализация, ' +
        'лекарства, неотложная стоматология, медицинская транспортировка и репатриация. Дополнительные риски: ' +
        'несчастный случай, багаж, отмена поездки, гражданская ответственность, задержка рейса.',
    ],
    exclusions: [
      'Плановое лечение и лечение хронических заболеваний; беременность (кроме осложнений); травмы в состоянии ' +
        'опьянения; спорт и экстремальные занятия без выбранной цели «спорт»; поездка вопреки запрету врача.',
    ],
    limits: [
      'Программы: «Basic» — 50 000 евро, «Comfort» — 60 000 евро, «Premium» — 100 000 евро. Для шенгенских стран ' +
        'только «Comfort» и «Premium», для США и Канады только «Premium». Премия рассчитывается по дневному тарифу, ' +
        'числу дней, коэффициентам возраста и цели и оплачивается в сумах по курсу Центрального банка.',
    ],
    claims: [
      'До обращения к врачу позвоните в ассистанс-центр, указанный в полисе: он выберет клинику и оплатит ' +
        'расходы напрямую. Если вы заплатили сами, представьте чеки и медицинские документы в течение 30 дней после ' +
        'возвращения.',
    ],
    term: [
      'Полис оформляется на даты поездки (до 365 дней) до выезда из Узбекистана и действует в указанных в нём ' +
        'странах.',
    ],
  }),
  en: productRules('en', {
    title: 'Travel insurance rules (trips abroad)',
    about: [
      'Citizens of Uzbekistan and foreigners travelling abroad are insured. The policy meets the medical insurance ' +
        'requirement of a Schengen visa (at least EUR 30 000).',
    ],
    cover: [
      'Emergency medical care after a sudden illness or accident during the trip: hospital, medicines, emergency ' +
        'dental care, medical transport and repatriation. Add-ons: accident, luggage, trip cancellation, personal ' +
        'liability, travel delay.',
    ],
    exclusions: [
      'Planned treatment and treatment of chronic illness; pregnancy (except complications); injuries while drunk; ' +
        'sport and extreme activities unless the sport purpose was chosen; travelling against medical advice.',
    ],
    limits: [
      'Programmes: Basic EUR 50 000, Comfort EUR 60 000, Premium EUR 100 000. Schengen countries allow Comfort and ' +
        'Premium only, the USA and Canada Premium only. The premium follows the daily rate, the number of days and ' +
        'the age and purpose factors, and is paid in UZS at the Central Bank rate.',
    ],
    claims: [
      'Before any treatment, call the assistance centre shown in the policy: it chooses the clinic and pays it ' +
        'directly. If you paid yourself, send the receipts and medical documents within 30 days of your return.',
    ],
    term: [
      'The dates of the trip (up to 365 days), bought before leaving Uzbekistan, in the countries the policy names.',
    ],
  }),
};
