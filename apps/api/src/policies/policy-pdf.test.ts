import { PDFDocument } from 'pdf-lib';
import { PRODUCTS } from '../contracts/products';
import { caller, karimovPolicy, seededPaymentKit } from '../testing/osago-test-kit';
import { rawFacts } from '../testing/printed-facts';
import { policyFacts } from './policy-facts';
import { policyRows, renderPolicyPdf, type PolicyPdfInput } from './policy-pdf';
import { printedDetails } from './policy-view';

const input = (change: Partial<PolicyPdfInput> = {}): PolicyPdfInput => ({
  insurer: 'Polis',
  series: 'HOUS',
  number: '0000012',
  productName: PRODUCTS.housing.name,
  holder: 'Karimov Alisher Bahodirovich',
  details: {
    program: 'Home insurance Standard',
    insured_sum: 115_000_000,
    house_type: 'flat',
    address: 'Toshkent sh., Chilonzor tumani, 9-kvartal, 12-uy',
  },
  premiumUzs: 140_000,
  validFrom: '2026-02-01',
  validTo: '2027-01-31',
  issuedOn: '2026-01-20',
  verifyUrl: 'http://localhost/api/policy/verify/HOUS/0000012',
  ...change,
});

/** Every row as `label: value | value`, for reading the page as text. */
const text = (rows: ReturnType<typeof policyRows>) =>
  rows.flat().map((cell) => `${cell.label}: ${cell.lines.join(' | ')}`);

describe('what a policy prints', () => {
  it('prints the holder in full, amounts as "80 000 000 UZS" and a home policy’s own facts, labelled in each language', () => {
    expect(text(policyRows(input()))).toEqual([
      'Sugʻurtalovchi / Страховщик / Insurer: Polis',
      'Sugʻurta turi / Вид страхования / Product: Uy-joyni sugʻurtalash | Страхование жилья | Home insurance',
      'Sugʻurtalanuvchi / Страхователь / Policyholder: Karimov Alisher Bahodirovich',
      'Amal qilish muddati / Срок действия / Period of cover: 01.02.2026 — 31.01.2027',
      'Sugʻurta mukofoti / Страховая премия / Premium: 140 000 UZS',
      'Dastur / Программа / Programme: Uy-joy sugʻurtasi «Standart» | Страхование жилья «Стандарт» | Home insurance Standard',
      'Mulk turi / Тип жилья / Property: Kvartira / Квартира / Flat',
      'Manzil / Адрес / Address: Toshkent sh., Chilonzor tumani, 9-kvartal, 12-uy',
      'Sugʻurta summasi / Страховая сумма / Sum insured: 115 000 000 UZS',
      'Berilgan sana / Дата выдачи / Issued on: 20.01.2026',
    ]);
  });

  it('translates every value OSAGO stores and prints the vehicle with its registration certificate', () => {
    const rows = text(
      policyRows(
        input({
          series: 'EIOO',
          productName: PRODUCTS.osago.name,
          details: {
            plate: '01A123BC',
            vehicle: 'Chevrolet Cobalt',
            period_months: 6,
            drivers: 'unlimited',
            insured_sum: 80_000_000,
            territory: 'tashkent',
            addons: 'accident, gas cylinder, number plate, mini kasko Comfort',
            tech_passport: 'AAF 1234567',
          },
        }),
      ),
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        'Davlat raqami / Госномер / Plate: 01A123BC',
        'Transport vositasi / Транспортное средство / Vehicle: Chevrolet Cobalt',
        'Texnik pasport / Техпаспорт / Registration certificate: AAF 1234567',
        'Hudud / Территория / Territory: Toshkent shahri va viloyati | г. Ташкент и Ташкентская обл. | Tashkent city and region',
        'Haydovchilar / Водители / Drivers: Cheklanmagan | Без ограничений | Unlimited',
        'Sugʻurta summasi / Страховая сумма / Sum insured: 80 000 000 UZS',
        'Muddat / Срок / Term: 6 oy / 6 мес. / 6 months',
        'Qoʻshimcha / Дополнительно / Add-ons: Baxtsiz hodisalardan, Gaz ballon, Davlat raqami belgisi, Mini KASKO «Comfort» | ' +
          'От несчастных случаев, Газовый баллон, Госномер, Mini KASKO «Comfort» | ' +
          'Accident, Gas cylinder, Number plate, Mini KASKO «Comfort»',
      ]),
    );
    // The vehicle's facts come first, together.
    expect(rows.slice(5, 8).map((row) => row.split(' / ')[0])).toEqual([
      'Davlat raqami',
      'Transport vositasi',
      'Texnik pasport',
    ]);
  });

  it('prints the other values of the stores: named drivers, regions, abroad, a house, travel facts', () => {
    const facts = policyFacts({
      drivers: 2,
      territory: 'abroad',
      house_type: 'house',
      countries: 'Turkey, Georgia',
      travellers: 3,
      empty: '',
      none: null,
    });
    expect(facts.map((f) => [f.label.en, f.value.ru, f.wide])).toEqual([
      ['Territory', 'Зарегистрировано за рубежом', false],
      ['Drivers', '2 чел.', false],
      ['Property', 'Частный дом', false],
      // Travel abroad stores English names, domestic travel codes: both print in each language.
      ['Countries', 'Турция, Грузия', true],
      ['Travellers', '3', true],
    ]);
    expect(policyFacts({ territory: 'regions' })[0].value.uz).toBe('Boshqa viloyatlar');
  });

  it('never prints an order id', () => {
    const printed = JSON.stringify(policyRows(input()));
    expect(printed).not.toMatch(/Buyurtma|Заказ|Order|P\d{6}-/);
  });

  it('renders one A4 page with the embedded font, even for a long address', async () => {
    const pdf = await PDFDocument.load(
      await renderPolicyPdf(
        input({
          details: { ...input().details, address: `${'Mirobod koʻchasi, '.repeat(15)}${'x'.repeat(150)}` },
        }),
      ),
    );
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(pdf.getTitle()).toBe('HOUS 0000012');
  }, 20_000);
});

describe('the facts of a saved OSAGO policy', () => {
  let env: Awaited<ReturnType<typeof seededPaymentKit>>;
  beforeAll(async () => {
    env = await seededPaymentKit();
  });
  afterAll(() => env.close());

  it('adds the registration certificate the save verified, and leaves no stored value untranslated', async () => {
    const saved = (
      await caller(env.kit.app).post(
        '/api/osago-neo/save-policy/v2',
        karimovPolicy({ amount_uzs: 424_000, accident_insurance: true, gos_number_insurance: true }),
      )
    ).json().response;
    const contract = await env.kit.handle.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', saved.contract_id)
      .executeTakeFirstOrThrow();
    const details = await printedDetails(env.kit.handle.db, contract);
    expect(details.tech_passport).toBe('AAF 1234567');
    expect(rawFacts(details)).toEqual([]);
    const facts = policyFacts(details);
    expect(facts.map((f) => f.label.en)).not.toContain(expect.stringMatching(/_/));
    for (const raw of ['tashkent', 'unlimited', 'accident', 'number plate']) {
      expect(facts.flatMap((f) => [f.value.uz, f.value.ru, f.value.en])).not.toContain(raw);
    }
    expect(facts.every((f) => f.label.uz !== f.label.en)).toBe(true);
  });
});
