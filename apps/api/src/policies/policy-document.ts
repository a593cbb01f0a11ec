import type { Kysely } from 'kysely';
import type { IssuedPolicy } from '../contracts/holder-policies';
import { findContract } from '../contracts/contract-service';
import { tashkentDate } from '../contracts/format';
import { productInfo } from '../contracts/products';
import type { Database } from '../db/schema';
import { absoluteUrl } from '../http/origin';
import type { PolicyPdfRenderer } from '../outbox/mail-delivery';
import { renderPolicyPdf } from './policy-pdf';
import { policyPeriod, policyVerifyPath, printedDetails } from './policy-view';
import { versionFacts } from './policy-versions-view';

export const INSURER_NAME = 'Polis';

export const policyPdfFilename = ({ policy }: IssuedPolicy) => `polis-${policy.series}-${policy.number}.pdf`;

/** The PDF of an issued policy, as its link and its mail hand it out; `origin` makes the QR code's URL. */
export async function issuedPolicyPdf(
  db: Kysely<Database>,
  issued: IssuedPolicy,
  origin: string,
): Promise<Uint8Array> {
  const { policy, contract } = issued;
  const period = policyPeriod(issued);
  return renderPolicyPdf({
    insurer: INSURER_NAME,
    series: policy.series,
    number: policy.number,
    productName: productInfo(contract.product)?.name ?? {
      uz: contract.product,
      ru: contract.product,
      en: contract.product,
    },
    holder: contract.holder_name ?? '',
    details: await printedDetails(db, contract),
    premiumUzs: contract.amount_uzs,
    validFrom: period.from,
    validTo: period.to,
    issuedOn: tashkentDate(new Date(policy.issued_at)),
    verifyUrl: absoluteUrl(origin, policyVerifyPath(policy)),
    lang: contract.lang,
    version: await versionFacts(db, contract.id),
  });
}

/**
 * The mail's attachment of a policy (`outbox/mail-delivery.ts` renders it when it sends): the same PDF as its
 * link. A policy refunded before its mail left is not sent (the mail fails and is tried no more than the rest).
 */
export function policyPdfRenderer(db: Kysely<Database>, origin: string): PolicyPdfRenderer {
  return async (policyId) => {
    const policy = await db.selectFrom('policies').selectAll().where('id', '=', policyId).executeTakeFirst();
    const contract = policy && (await findContract(db, { id: policy.contract_id }));
    if (!policy || !contract) throw new Error(`No policy ${policyId}`);
    if (contract.status === 'cancelled') throw new Error(`Policy ${policyId} was cancelled`);
    const issued = { policy, contract };
    return {
      filename: policyPdfFilename(issued),
      contentType: 'application/pdf',
      content: await issuedPolicyPdf(db, issued, origin),
    };
  };
}
