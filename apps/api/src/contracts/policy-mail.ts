import type { Kysely, Selectable } from 'kysely';
import type { InterfaceLang } from '@polis/api-contract';
import type { ContractsTable, Database, PoliciesTable } from '../db/schema';
import { queueMail } from '../outbox/mail-outbox';
import { formatDate, formatUzs } from './format';
import { productName } from './products';
import { withCyrillic } from '../http/lang-texts';

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
}

/** The mail of a paid policy: subject and text in the contract's language, the PDF attached when sent. */
export function policyMail(
  contract: Contract,
  policy: Pick<Policy, 'series' | 'number'>,
  lang: InterfaceLang,
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
): Promise<void> {
  if (!contract.email) return;
  const lang = contract.lang ?? 'uz';
  await queueMail(trx, {
    to: contract.email,
    lang,
    ...policyMail(contract, policy, lang),
    attachments: [{ policyId: policy.id }],
    key: `policy:${policy.id}`,
  });
}
