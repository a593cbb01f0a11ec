import {
  DMS_BASE_LIMIT_UZS,
  DMS_DEFAULT_COVERAGES,
  DMS_MAX_LIMIT_UZS,
  distributeDmsLimit,
  dmsChoiceIssues,
  dmsPrice,
  type DmsChoice,
} from './dms';

it('shares the limit in proportion, in steps of 100 000, adding up to the limit', () => {
  expect(distributeDmsLimit(DMS_BASE_LIMIT_UZS, [15, 10, 5])).toEqual([15_000_000, 10_000_000, 5_000_000]);
  const parts = distributeDmsLimit(40_000_000, [1, 1, 1]);
  expect(parts).toEqual([13_300_000, 13_300_000, 13_400_000]);
  for (const p of parts) expect(p % 100_000).toBe(0);
  expect(parts.reduce((a, b) => a + b, 0)).toBe(40_000_000);
});

it('gives nothing when there is nothing to share', () => {
  expect(distributeDmsLimit(30_000_000, [])).toEqual([]);
  expect(distributeDmsLimit(30_000_000, [0, 0])).toEqual([0, 0]);
});

describe('the constructor price', () => {
  const choice = (change: Partial<DmsChoice> = {}): DmsChoice => ({
    limit: DMS_BASE_LIMIT_UZS,
    category: 'VIP',
    additional: [{ id: 11, coverage: 1_500_000 }],
    employees: 10,
    ...change,
  });

  it('keeps the default amounts at the base limit and adds up to it', () => {
    expect(DMS_DEFAULT_COVERAGES.reduce((s, c) => s + c.coverage, 0)).toBe(DMS_BASE_LIMIT_UZS);
    expect(dmsPrice(choice()).defaultCoverages.map((c) => c.coverage)).toEqual(
      DMS_DEFAULT_COVERAGES.map((c) => c.coverage),
    );
  });

  it('prices VIP at the base limit with a check-up: per employee and for the company', () => {
    // (9M x 6% + 12M x 4% + 3M x 3% + 2M x 8% + 4M x 7%) x 1.6 + 1.5M x 30%
    expect(dmsPrice(choice())).toMatchObject({
      perEmployee: 2_930_000,
      forCompany: 29_300_000,
      additional: [{ id: 11, coverage: 1_500_000, price: 450_000 }],
    });
  });

  it('shares another limit in steps of 100 000 and prices travel days', () => {
    const price = dmsPrice(
      choice({ limit: 40_000_000, category: 'Basic', additional: [{ id: 15, coverage: 5 }], employees: 3 }),
    );
    expect(price.defaultCoverages.map((c) => c.coverage)).toEqual([
      12_000_000, 16_000_000, 4_000_000, 2_700_000, 5_300_000,
    ]);
    expect(price.perEmployee).toBe(720_000 + 640_000 + 120_000 + 216_000 + 371_000 + 5 * 20_000);
    expect(price.forCompany).toBe(price.perEmployee * 3);
    expect(dmsPrice(choice({ category: 'Comfort', additional: [] })).perEmployee).toBe(1_937_500);
  });

  it('finds a limit off the step or out of range, unknown and repeated coverages, amounts out of bounds', () => {
    expect(dmsChoiceIssues(choice())).toEqual([]);
    expect(dmsChoiceIssues(choice({ limit: 30_050_000 }))).toEqual([
      { path: '/limit', code: 'limit_out_of_range' },
    ]);
    expect(dmsChoiceIssues(choice({ limit: DMS_MAX_LIMIT_UZS + 100_000 }))[0].code).toBe(
      'limit_out_of_range',
    );
    expect(dmsChoiceIssues(choice({ employees: 0 }))[0].code).toBe('employees_out_of_range');
    expect(
      dmsChoiceIssues(
        choice({
          additional: [
            { id: 99, coverage: 1 },
            { id: 15, coverage: 31 },
            { id: 11, coverage: 1_550_000 },
            { id: 12, coverage: 2_000_000 },
            { id: 12, coverage: 2_000_000 },
          ],
        }),
      ).map((i) => i.code),
    ).toEqual(['unknown_coverage', 'coverage_out_of_range', 'coverage_out_of_range', 'duplicate_coverage']);
  });
});
