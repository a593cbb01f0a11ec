import { createHash, timingSafeEqual } from 'node:crypto';

export interface ClickSignFields {
  readonly click_trans_id: string;
  readonly service_id: string;
  readonly merchant_trans_id: string;
  /** Complete only. */
  readonly merchant_prepare_id?: string;
  readonly amount: string;
  readonly action: string;
  readonly sign_time: string;
}

/**
 * md5(click_trans_id + service_id + SECRET + merchant_trans_id [+ merchant_prepare_id] + amount + action +
 * sign_time), over the values exactly as Click sent them (`1000.00` is not `1000`).
 */
export function clickSign(fields: ClickSignFields, secret: string): string {
  return createHash('md5')
    .update(
      fields.click_trans_id +
        fields.service_id +
        secret +
        fields.merchant_trans_id +
        (fields.merchant_prepare_id ?? '') +
        fields.amount +
        fields.action +
        fields.sign_time,
    )
    .digest('hex');
}

export function isClickSign(fields: ClickSignFields, secret: string, given: string): boolean {
  const expected = Buffer.from(clickSign(fields, secret));
  const actual = Buffer.from(given.toLowerCase());
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
