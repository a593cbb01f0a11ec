import { osagoQuote } from './osago-price';
import { DEFAULT_POLICY, type PolicyChoice } from './osago-state';

const tashkentCar = { gosNumber: '01A123BC', vehicleType: 1 as const };
const policy = (over: Partial<PolicyChoice> = {}): PolicyChoice => ({ ...DEFAULT_POLICY, ...over });

it('prices a Tashkent car with unlimited drivers for 12 months at 384 000', () => {
  expect(osagoQuote(tashkentCar, policy(), 1, false)?.total).toBe(384_000);
});

it('named drivers and six months follow the tariff (192 000 x 0.7)', () => {
  expect(osagoQuote(tashkentCar, policy({ type: 4, period: 2 }), 1, false)?.total).toBe(134_400);
});

it('total = base + every add-on chosen, mini kasko at its program price', () => {
  const quote = osagoQuote(
    tashkentCar,
    policy({
      accident: true,
      gazBalloon: true,
      gosNumberInsurance: true,
      miniKaskoSpecial: true,
      miniKaskoProgram: 2,
    }),
    1,
    false,
  );
  expect(quote).toMatchObject({ base: 384_000, addons: 10_000 + 10_000 + 30_000 + 90_000 });
  expect(quote?.total).toBe(384_000 + 140_000);
});

it.each([7, 8])('discount %i halves the base, not the add-ons', (discountId) => {
  const quote = osagoQuote(tashkentCar, policy({ gazBalloon: true }), discountId, false);
  expect(quote?.total).toBe(192_000 + 10_000);
});

it('a legal entity takes no accident cover even when it was ticked before', () => {
  expect(osagoQuote(tashkentCar, policy({ accident: true }), 1, true)?.total).toBe(384_000);
});
