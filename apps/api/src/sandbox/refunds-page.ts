import type { FastifyInstance } from 'fastify';
import type { PaymentLang } from '@polis/api-contract';
import { formatUzs } from '../contracts/format';
import { productInfo } from '../contracts/products';
import type { Db } from '../db/database';
import type { RefundProvider } from '../db/schema';
import { pickLang } from '../http/request-lang';
import { html, htmlPage, languageLinks } from '../policies/html-page';
import { refundsThrough } from '../payments/refunds';

/**
 * Where the money went back (issue 27): each sandbox provider's refunds, as its merchant cabinet would list
 * them, so a person who cancelled a policy sees the refund at the provider that took the money
 * (`/sandbox/payme/refunds`, `/sandbox/click/refunds`, `/sandbox/octo/refunds`, `/sandbox/card/refunds`,
 * `/sandbox/uzum-nasiya/refunds`). Read from `refunds` (`../payments/refunds.ts`).
 */

const PAGES: readonly { path: string; provider: RefundProvider; name: string; brand: string }[] = [
  { path: 'payme', provider: 'payme', name: 'Payme', brand: '#00a8b5' },
  { path: 'click', provider: 'click', name: 'Click', brand: '#0073ff' },
  { path: 'octo', provider: 'octo', name: 'Octo', brand: '#5b3cc4' },
  { path: 'card', provider: 'card', name: 'Card', brand: '#0d5ccc' },
  { path: 'uzum-nasiya', provider: 'installment', name: 'Uzum Nasiya', brand: '#7000ff' },
];

const TEXT: Readonly<
  Record<
    PaymentLang,
    {
      title: (name: string) => string;
      lead: Readonly<Record<RefundProvider, string>>;
      none: string;
      order: string;
      product: string;
      refunded: string;
      paid: string;
      reference: string;
      when: string;
      whole: string;
      part: string;
      currency: string;
      badge: string;
    }
  >
> = {
  uz: {
    title: (name) => `${name}: qaytarilgan pullar`,
    lead: {
      payme:
        'Toʻliq qaytarish — bajarilgan tranzaksiyaning CancelTransaction (holat -2); qismi — qaytarish cheki.',
      click: 'Click toʻlovni bekor qilish (reversal) orqali qaytaradi.',
      octo: 'Karta toʻlovi bekor qilinadi (reversal).',
      card: 'Pul bogʻlangan kartaga qaytariladi.',
      installment: 'Uzum Nasiya buyurtmani yopadi va hali toʻlanmagan boʻlib-toʻlashlarni bekor qiladi.',
    },
    none: 'Hali qaytarishlar yoʻq.',
    order: 'Buyurtma',
    product: 'Mahsulot',
    refunded: 'Qaytarildi',
    paid: 'Toʻlangan',
    reference: 'Maʼlumotnoma',
    when: 'Vaqt',
    whole: 'toʻliq',
    part: 'qisman',
    currency: 'soʻm',
    badge: 'sinov',
  },
  ru: {
    title: (name) => `${name}: возвраты`,
    lead: {
      payme:
        'Полный возврат — CancelTransaction проведённой транзакции (состояние -2); часть — чек возврата.',
      click: 'Click возвращает деньги отменой платежа (reversal).',
      octo: 'Платёж картой отменяется (reversal).',
      card: 'Деньги возвращаются на привязанную карту.',
      installment: 'Uzum Nasiya закрывает заказ и отменяет ещё не оплаченные платежи рассрочки.',
    },
    none: 'Возвратов пока нет.',
    order: 'Заказ',
    product: 'Продукт',
    refunded: 'Возвращено',
    paid: 'Оплачено',
    reference: 'Референс',
    when: 'Когда',
    whole: 'полный',
    part: 'частичный',
    currency: 'сум',
    badge: 'песочница',
  },
  en: {
    title: (name) => `${name}: refunds`,
    lead: {
      payme:
        'A full refund is CancelTransaction of the performed transaction (state -2); a part, a return receipt.',
      click: 'Click pays back by reversing the payment.',
      octo: 'The card payment is reversed.',
      card: 'The money goes back to the saved card.',
      installment: 'Uzum Nasiya closes the order and cancels the instalments not yet paid.',
    },
    none: 'No refunds yet.',
    order: 'Order',
    product: 'Product',
    refunded: 'Refunded',
    paid: 'Paid',
    reference: 'Reference',
    when: 'When',
    whole: 'full',
    part: 'partial',
    currency: 'UZS',
    badge: 'sandbox',
  },
};

export function refundsPages(app: FastifyInstance, { db }: { db: Db['db'] }) {
  for (const page of PAGES) {
    app.get<{ Querystring: { lang?: string } }>(`/${page.path}/refunds`, async (request, reply) => {
      const lang = pickLang(request.query.lang, request.headers['accept-language']);
      const t = TEXT[lang];
      const rows = await refundsThrough(db, page.provider);
      const title = t.title(page.name);
      const refunded = (row: (typeof rows)[number]) =>
        `${formatUzs(Number(row.amount_uzs))} ${t.currency} (${Number(row.amount_uzs) === Number(row.paid_uzs) ? t.whole : t.part})`;
      const body = html`<div class="card">
        ${languageLinks(lang, (l) => `/sandbox/${page.path}/refunds?lang=${l}`)}
        <h1 class="brand">${title} <span class="badge">${t.badge}</span></h1>
        <p class="muted">${t.lead[page.provider]}</p>
        ${
          rows.length === 0
            ? html`<p>${t.none}</p>`
            : html`<table>
                <thead>
                  <tr>
                    <th>${t.order}</th>
                    <th>${t.product}</th>
                    <th>${t.refunded}</th>
                    <th>${t.paid}</th>
                    <th>${t.reference}</th>
                    <th>${t.when}</th>
                  </tr>
                </thead>
                <tbody>
                  ${rows.map(
                    (row) =>
                      html`<tr>
                        <td>${row.order_id}</td>
                        <td>${productInfo(row.product)?.name[lang] ?? row.product}</td>
                        <td>${refunded(row)}</td>
                        <td>${formatUzs(Number(row.paid_uzs))} ${t.currency}</td>
                        <td>${row.provider_reference ?? '-'}</td>
                        <td>${row.performed_at ?? '-'}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>`
        }
      </div>`;
      return reply
        .type('text/html; charset=utf-8')
        .send(htmlPage({ lang, title, body, brand: page.brand, wide: true }));
    });
  }
}
