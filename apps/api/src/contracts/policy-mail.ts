import type { Kysely, Selectable } from 'kysely';
import type { InterfaceLang } from '@polis/api-contract';
import type { ContractsTable, Database, PoliciesTable } from '../db/schema';
import { queueMail } from '../outbox/mail-outbox';
import { formatDate, formatUzs } from './format';
import { productName } from './products';
import { withCyrillic } from '../http/lang-texts';
import { itemsOf, type Receipt } from './receipts';

// The row types as the schema gives them: contract-service.ts imports this file.
type Contract = Selectable<ContractsTable>;
type Policy = Selectable<PoliciesTable>;

const TEXT = withCyrillic({
  uz: {
    subject: (policy: string) => `Sugʻurta polisingiz ${policy}`,
    body: (p: MailFacts) => [
      'Assalomu alaykum!',
      '',
      `Toʻlovingiz qabul qilindi. "${p.product}" polisi ilovada (PDF).`,
      `Polis raqami: ${p.policy}`,
      `Buyurtma: ${p.order}`,
      `Sugʻurta mukofoti: ${p.premium} soʻm`,
      p.period ? `Amal qilish muddati: ${p.period}` : null,
      ...receiptLines(p.receipt, {
        title: 'Fiskal chek (sandbox fiskal moduli)',
        item: 'Xizmat',
        code: 'MXIK kodi',
        packageCode: 'qadoq kodi',
        vat: 'QQS',
        exempt: 'QQSsiz (Soliq kodeksi, 245-modda)',
        number: 'Chek raqami',
        terminal: 'Fiskal modul',
        sign: 'Fiskal belgi',
        check: 'Chekni tekshirish',
      }),
      '',
      'Polisning haqiqiyligini undagi QR-kod orqali tekshirish mumkin.',
      'Polis jamoasi',
    ],
  },
  ru: {
    subject: (policy: string) => `Ваш страховой полис ${policy}`,
    body: (p: MailFacts) => [
      'Здравствуйте!',
      '',
      `Оплата получена. Полис «${p.product}» во вложении (PDF).`,
      `Полис: ${p.policy}`,
      `Заказ: ${p.order}`,
      `Страховая премия: ${p.premium} сум`,
      p.period ? `Срок действия: ${p.period}` : null,
      ...receiptLines(p.receipt, {
        title: 'Фискальный чек (фискальный модуль песочницы)',
        item: 'Услуга',
        code: 'код ИКПУ',
        packageCode: 'код упаковки',
        vat: 'НДС',
        exempt: 'без НДС (Налоговый кодекс, статья 245)',
        number: 'Номер чека',
        terminal: 'Фискальный модуль',
        sign: 'Фискальный признак',
        check: 'Проверить чек',
      }),
      '',
      'Подлинность полиса можно проверить по QR-коду на нём.',
      'Команда Polis',
    ],
  },
  en: {
    subject: (policy: string) => `Your insurance policy ${policy}`,
    body: (p: MailFacts) => [
      'Hello,',
      '',
      `Your payment has been received. Your "${p.product}" policy is attached (PDF).`,
      `Policy: ${p.policy}`,
      `Order: ${p.order}`,
      `Premium: ${p.premium} UZS`,
      p.period ? `Period of cover: ${p.period}` : null,
      ...receiptLines(p.receipt, {
        title: 'Fiscal receipt (sandbox fiscal module)',
        item: 'Service',
        code: 'classification code (MXIK)',
        packageCode: 'package code',
        vat: 'VAT',
        exempt: 'VAT-exempt (Tax Code, article 245)',
        number: 'Receipt number',
        terminal: 'Fiscal module',
        sign: 'Fiscal sign',
        check: 'Check the receipt',
      }),
      '',
      'The QR code on the policy verifies it.',
      'The Polis team',
    ],
  },
});

interface MailFacts {
  readonly product: string;
  readonly policy: string;
  readonly order: string;
  readonly premium: string;
  readonly period: string | null;
  readonly receipt: MailReceipt | null;
}

interface MailReceipt {
  readonly receipt: Receipt;
  /** The check link, absolute on the public origin when one is configured. */
  readonly link: string;
}

interface ReceiptWords {
  readonly title: string;
  readonly item: string;
  readonly code: string;
  readonly packageCode: string;
  readonly vat: string;
  readonly exempt: string;
  readonly number: string;
  readonly terminal: string;
  readonly sign: string;
  readonly check: string;
}

/** The payment's fiscal receipt in the mail (issue 27): its line with the classification code, and the check. */
function receiptLines(mail: MailReceipt | null, w: ReceiptWords): string[] {
  if (!mail) return [];
  const { receipt, link } = mail;
  const lines = itemsOf(receipt).map(
    (item) =>
      `${w.item}: ${item.title}, ${formatUzs(item.price / 100)}; ${w.code} ${item.code}, ` +
      `${w.packageCode} ${item.package_code}; ${item.vat_percent === 0 ? w.exempt : `${w.vat} ${item.vat_percent} %`}`,
  );
  return [
    '',
    w.title,
    ...lines,
    `${w.number}: ${receipt.receipt_number} · ${w.terminal}: ${receipt.terminal_id}`,
    `${w.sign}: ${receipt.fiscal_sign}`,
    `${w.check}: ${link}`,
  ];
}

/** The sandbox's check link on the origin customers reach (POLIS_PUBLIC_ORIGIN), else as stored (a path). */
const receiptLink = (receipt: Receipt, origin = process.env.POLIS_PUBLIC_ORIGIN?.trim()) =>
  origin ? `${origin.replace(/\/$/, '')}${receipt.qr_url}` : receipt.qr_url;

/** The mail of a paid policy: subject and text in the contract's language, the PDF attached when sent. */
export function policyMail(
  contract: Contract,
  policy: Pick<Policy, 'series' | 'number'>,
  lang: InterfaceLang,
  receipt?: Receipt,
) {
  const number = `${policy.series} ${policy.number}`;
  const facts: MailFacts = {
    product: productName(contract.product, lang),
    policy: number,
    order: contract.order_id,
    premium: formatUzs(contract.amount_uzs),
    period:
      contract.start_date && contract.end_date
        ? `${formatDate(contract.start_date)} — ${formatDate(contract.end_date)}`
        : null,
    receipt: receipt ? { receipt, link: receiptLink(receipt) } : null,
  };
  return {
    subject: TEXT[lang].subject(number),
    text: TEXT[lang]
      .body(facts)
      .filter((line) => line !== null)
      .join('\n'),
  };
}

/**
 * Queues the policy's mail when the buyer gave an e-mail, in the payment's transaction and once per policy
 * (`policy:<id>`): a replayed callback never reaches here (the contract is no longer `saved`), and the key
 * backs that up.
 */
export async function queuePolicyMail(
  trx: Kysely<Database>,
  contract: Contract,
  policy: Pick<Policy, 'id' | 'series' | 'number'>,
  receipt?: Receipt,
): Promise<void> {
  if (!contract.email) return;
  const lang = contract.lang ?? 'uz';
  await queueMail(trx, {
    to: contract.email,
    lang,
    ...policyMail(contract, policy, lang, receipt),
    attachments: [{ policyId: policy.id }],
    key: `policy:${policy.id}`,
  });
}
