import { refuseChange, required, resell, type OfferedChange, type PolicyChanges } from '../kit/policy-change';

/**
 * Travel abroad's mid-term change (issue 27, README "Changes"): a traveller added before the trip starts, sold by
 * the purchase's own rules (ages, the destinations' programs, the server's premium); the difference is paid.
 */
export const travelChanges: PolicyChanges = {
  products: ['travel', 'travel-minimal'],
  async offered({ contract, today }): Promise<OfferedChange[]> {
    const started = !contract.start_date || today >= contract.start_date;
    return [{ change: 'add_traveller', allowed: !started, reason: started ? 'policy_started' : null }];
  },
  async view({ body }) {
    const travellers = Array.isArray(body?.travelers) ? body.travelers.length : null;
    return { travellers };
  },
  async change(request, ctx) {
    if (request.change !== 'add_traveller')
      return refuseChange('change_not_offered', 'Not a change of a travel policy');
    const traveller = required(request.traveller, '/traveller');
    const travelers = [...((ctx.body?.travelers as unknown[] | undefined) ?? []), traveller];
    const sold = await resell(ctx, { ...ctx.body, travelers });
    if ('refusal' in sold) return refuseChange('traveller_refused', sold.refusal.message, '/traveller');
    const { sale, previous } = sold;
    return {
      summary: `Traveller added (${travelers.length} travellers)`,
      details: sale.details,
      body: { ...ctx.body, travelers, summa_all: sale.amountUzs },
      amountUzs: sale.amountUzs,
      previousAmountUzs: previous.amountUzs,
      prorate: false,
    };
  },
};
