import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { formatUzs } from '../contracts/format';
import { itemsOf } from '../contracts/receipts';
import { pickLang } from '../http/request-lang';
import { html, htmlPage, languageLinks } from '../policies/html-page';

const TEXT = {
  uz: {
    title: 'Fiskal chekni tekshirish',
    badge: 'Sinov muhiti: soliq organi sahifasi oʻrnida',
    notFound: 'Bunday chek topilmadi: havolani tekshiring.',
    sale: 'Toʻlov cheki',
    refund: 'Qaytarish cheki',
    date: 'Sana',
    item: 'Xizmat',
    code: 'MXIK kodi',
    packageCode: 'Qadoq kodi',
    vat: 'QQS',
    exempt: 'QQSsiz',
    amount: 'Summa',
    terminal: 'Fiskal modul',
    number: 'Chek raqami',
    sign: 'Fiskal belgi',
    currency: 'soʻm',
  },
  ru: {
    title: 'Проверка фискального чека',
    badge: 'Тестовая среда: вместо страницы налоговой',
    notFound: 'Такой чек не найден: проверьте ссылку.',
    sale: 'Чек оплаты',
    refund: 'Чек возврата',
    date: 'Дата',
    item: 'Услуга',
    code: 'Код ИКПУ',
    packageCode: 'Код упаковки',
    vat: 'НДС',
    exempt: 'Без НДС',
    amount: 'Сумма',
    terminal: 'Фискальный модуль',
    number: 'Номер чека',
    sign: 'Фискальный признак',
    currency: 'сум',
  },
  en: {
    title: 'Fiscal receipt check',
    badge: "Sandbox: stands in for the tax committee's page",
    notFound: 'No such receipt: check the link.',
    sale: 'Payment receipt',
    refund: 'Refund receipt',
    date: 'Date',
    item: 'Service',
    code: 'Classification code (MXIK)',
    packageCode: 'Package code',
    vat: 'VAT',
    exempt: 'VAT-exempt',
    amount: 'Amount',
    terminal: 'Fiscal module',
    number: 'Receipt number',
    sign: 'Fiscal sign',
    currency: 'UZS',
  },
} as const;

interface Query {
  readonly t?: string;
  readonly r?: string;
  readonly c?: string;
  readonly s?: string;
  readonly lang?: string;
}

/**
 * `/sandbox/ofd/epi?t=&r=&c=&s=`: what the tax committee's check page (ofd.soliq.uz/epi) shows for a receipt's
 * QR code, played by the sandbox for the receipts its fiscal module made (`contracts/receipts.ts`). The terminal,
 * number and fiscal sign must all match; the page names no customer.
 */
export function ofdReceiptPage(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  app.get<{ Querystring: Query }>('/ofd/epi', async (request, reply) => {
    const { t: terminal, r: number, s: sign } = request.query;
    const lang = pickLang(request.query.lang, request.headers['accept-language']);
    const w = TEXT[lang];
    const receipt =
      terminal && number && /^\d{1,10}$/.test(number) && sign
        ? await db
            .selectFrom('receipts')
            .selectAll()
            .where('terminal_id', '=', terminal)
            .where('receipt_number', '=', Number(number))
            .where('fiscal_sign', '=', sign)
            .executeTakeFirst()
        : undefined;
    const query = (l: string) => `?${new URLSearchParams({ ...request.query, lang: l }).toString()}`;
    const body = receipt
      ? html`<div class="card">
          ${languageLinks(lang, query)}
          <div class="brand">${w.title} <span class="badge">${w.badge}</span></div>
          <h1>${receipt.kind === 'refund' ? w.refund : w.sale}</h1>
          <table>
            <tbody>
              ${itemsOf(receipt).map(
                (item) =>
                  html`<tr>
                      <th>${w.item}</th>
                      <td>${item.title} × ${item.count}</td>
                    </tr>
                    <tr>
                      <th>${w.code}</th>
                      <td>${item.code}</td>
                    </tr>
                    <tr>
                      <th>${w.packageCode}</th>
                      <td>${item.package_code}</td>
                    </tr>
                    <tr>
                      <th>${w.vat}</th>
                      <td>${item.vat_percent === 0 ? w.exempt : `${item.vat_percent} %`}</td>
                    </tr>`,
              )}
              <tr>
                <th>${w.amount}</th>
                <td>${formatUzs(receipt.amount_uzs)} ${w.currency}</td>
              </tr>
              <tr>
                <th>${w.date}</th>
                <td>${receipt.created_at.slice(0, 19).replace('T', ' ')} UTC</td>
              </tr>
              <tr>
                <th>${w.terminal}</th>
                <td>${receipt.terminal_id}</td>
              </tr>
              <tr>
                <th>${w.number}</th>
                <td>${String(receipt.receipt_number)}</td>
              </tr>
              <tr>
                <th>${w.sign}</th>
                <td>${receipt.fiscal_sign}</td>
              </tr>
            </tbody>
          </table>
        </div>`
      : html`<div class="card">
          <div class="brand">${w.title} <span class="badge">${w.badge}</span></div>
          <p>${w.notFound}</p>
        </div>`;
    return reply
      .code(receipt ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(htmlPage({ lang, title: w.title, body }));
  });
}
