import { Type, type Static } from '@sinclair/typebox';
import { insurerSuccess } from './common';
import { endpoint } from './endpoint';
import { CabinetIdParams, TokenHeaders } from './cabinet';
import { RECEIPT_PATHS } from './paths';

/**
 * Fiscal receipts (issue 27): every payment and refund of a policy carries the receipt details the providers
 * take (Payme's `detail` in CheckPerformTransaction, Click's `ofd_data/submit_items`), and the cabinet lists them
 * per policy. The fiscal sign, receipt number, terminal and check link are the sandbox fiscal module's.
 */

/** One receipt line as Payme takes it (`detail.items[]`): price in tiyin, the classification code (MXIK/IKPU). */
export const ReceiptItem = Type.Object(
  {
    title: Type.String({ description: "the product's name in the contract's language", maxLength: 63 }),
    price: Type.Integer({ description: 'tiyin (1 UZS = 100), for all `count` units' }),
    count: Type.Integer({ minimum: 1 }),
    code: Type.String({ pattern: '^[0-9]{17}$', description: 'MXIK (IKPU) classification code, 17 digits' }),
    package_code: Type.String({ description: 'the package (unit) code of the classification' }),
    vat_percent: Type.Integer({ minimum: 0, maximum: 100, description: 'insurance is VAT-exempt: 0' }),
  },
  { $id: 'ReceiptItem' },
);
export type ReceiptItem = Static<typeof ReceiptItem>;

export const RECEIPT_KINDS = ['sale', 'refund'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export const CabinetReceipt = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Union(
      RECEIPT_KINDS.map((kind) => Type.Literal(kind)),
      { description: 'sale (a payment) or refund' },
    ),
    provider: Type.String({ description: 'payme, click, octo, card, installment', examples: ['click'] }),
    amount_uzs: Type.Integer(),
    created_at: Type.String({ description: 'ISO time of the payment or refund' }),
    items: Type.Array(ReceiptItem),
    terminal_id: Type.String({ description: "the fiscal module's number (sandbox)" }),
    receipt_number: Type.Integer({ description: "the receipt's number at the fiscal module (sandbox)" }),
    fiscal_sign: Type.String({ description: 'the fiscal sign (sandbox)' }),
    qr_url: Type.String({ description: "the receipt's check link (the sandbox's tax-office page)" }),
  },
  { $id: 'CabinetReceipt' },
);
export type CabinetReceipt = Static<typeof CabinetReceipt>;

export const CabinetReceiptsResponse = insurerSuccess('CabinetReceiptsResponse', {
  data: Type.Array(CabinetReceipt),
});
export type CabinetReceiptsResponse = Static<typeof CabinetReceiptsResponse>;

/** The cabinet's receipts of one policy (the owner's session only; another's id is 404 `policy_not_found`). */
export const RECEIPT_ENDPOINTS = {
  cabinetReceipts: endpoint(
    RECEIPT_PATHS.cabinetReceipts,
    { headers: TokenHeaders, params: CabinetIdParams, response: { 200: CabinetReceiptsResponse } },
    ['token_required', 'token_invalid', 'validation', 'policy_not_found'],
  ),
};
