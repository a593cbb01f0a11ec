import type { ReceiptItem } from '@polis/api-contract';

/**
 * Click's fiscal data for a completed payment (issue 27): the body of its `ofd_data/submit_items` call
 * (docs.click.uz/en/fiscalization), amounts in tiyin. In the sandbox nothing leaves the machine: the body is
 * recorded on the payment's receipt (`receipts.provider_detail`), as the sandbox's Click would receive it.
 */
export interface ClickFiscalItem {
  readonly Name: string;
  readonly SPIC: string;
  readonly PackageCode: string;
  readonly Price: number;
  readonly Amount: number;
  readonly VAT: number;
  readonly VATPercent: number;
  readonly CommissionInfo: { readonly TIN: string };
}

export interface ClickSubmitItems {
  readonly service_id: number;
  readonly payment_id: number;
  readonly items: readonly ClickFiscalItem[];
  readonly received_ecash: number;
  readonly received_cash: number;
  readonly received_card: number;
}

/**
 * The insurer's TIN in `CommissionInfo` (Click wants a TIN or PINFL of whom the service is sold for). A sandbox
 * placeholder: the real TIN is the insurer's, set with its Click account.
 */
export const SANDBOX_INSURER_TIN = '000000000';

/** The `submit_items` body of a Click payment: the receipt's items, all paid by card (`received_card`). */
export function clickSubmitItems(
  serviceId: string,
  clickTransId: string,
  items: readonly ReceiptItem[],
): ClickSubmitItems {
  return {
    service_id: Number(serviceId),
    payment_id: Number(clickTransId),
    items: items.map((item) => ({
      Name: item.title,
      SPIC: item.code,
      PackageCode: item.package_code,
      Price: item.price,
      Amount: item.count,
      // VAT included in the price: price x rate / (100 + rate); 0 for VAT-exempt insurance.
      VAT: Math.round((item.price * item.vat_percent) / (100 + item.vat_percent)),
      VATPercent: item.vat_percent,
      CommissionInfo: { TIN: SANDBOX_INSURER_TIN },
    })),
    received_ecash: 0,
    received_cash: 0,
    received_card: items.reduce((sum, item) => sum + item.price, 0),
  };
}
