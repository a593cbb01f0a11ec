import { refuseChange, required, resell, type OfferedChange, type PolicyChanges } from '../kit/policy-change';

/**
 * Home insurance's mid-term change (issue 27, README "Changes"): the address before the cover starts, sold by the
 * purchase's rules; the premium is the program's whatever the address, so nothing is paid.
 */
export const housingChanges: PolicyChanges = {
  products: ['housing'],
  async offered({ contract, today }): Promise<OfferedChange[]> {
    const started = !contract.start_date || today >= contract.start_date;
    return [{ change: 'address', allowed: !started, reason: started ? 'policy_started' : null }];
  },
  async view({ contract }) {
    const { address } = JSON.parse(contract.details) as { address?: unknown };
    return { address: typeof address === 'string' ? address : null };
  },
  async change(request, ctx) {
    if (request.change !== 'address')
      return refuseChange('change_not_offered', 'Not a change of a home policy');
    const address = required(request.address, '/address').trim().replace(/\s+/g, ' ');
    const home = (ctx.body?.home ?? {}) as Record<string, unknown>;
    if (address === home.address)
      return refuseChange('same_value', 'This is the address of the policy', '/address');
    const body = { ...ctx.body, home: { ...home, address } };
    const sold = await resell(ctx, body);
    if ('refusal' in sold) return refuseChange(sold.refusal.code, sold.refusal.message, '/address');
    return {
      summary: 'Address changed',
      details: sold.sale.details,
      body,
      amountUzs: sold.sale.amountUzs,
      previousAmountUzs: sold.previous.amountUzs,
      prorate: false,
    };
  },
};
