import { receiptItems } from '../../contracts/receipts';
import { FISCAL_CLASSES } from '../../contracts/fiscal-codes';
import { clickSubmitItems } from './click-fiscal';

const contract = (product: string, lang: 'uz' | 'ru' | 'en', amount: number) => ({
  id: 7,
  product,
  lang,
  amount_uzs: amount,
});

describe("Click's fiscal data", () => {
  it("is Click's submit_items body: SPIC, PackageCode, tiyin, no VAT, all paid by card", () => {
    const items = receiptItems(contract('travel', 'en', 215_000));
    expect(clickSubmitItems('10001', '555', items)).toEqual({
      service_id: 10001,
      payment_id: 555,
      items: [
        {
          Name: 'Travel insurance abroad',
          SPIC: FISCAL_CLASSES.travel.code,
          PackageCode: FISCAL_CLASSES.travel.packageCode,
          Price: 21_500_000,
          Amount: 1,
          VAT: 0,
          VATPercent: 0,
          CommissionInfo: { TIN: '000000000' },
        },
      ],
      received_ecash: 0,
      received_cash: 0,
      received_card: 21_500_000,
    });
  });
});
