import {
  KASKO_CARS,
  KASKO_RISKS,
  kaskoPosition,
  kaskoPremium,
  kaskoProgramPremiums,
  kaskoQuote,
  kaskoRegistryModel,
  kaskoRegistryYear,
  kaskoYearPrice,
} from './kasko';

describe('kasko', () => {
  it('knows the public catalogue prices', () => {
    expect(kaskoPosition(132)).toMatchObject({ name: 'GS-STYLE MT', priceUzs: 150_000_000 });
    expect(kaskoPosition(142)?.priceUzs).toBe(200_000_000);
    expect(kaskoPosition(521)?.priceUzs).toBe(630_000_000);
    expect(kaskoPosition(9999)).toBeNull();
    const ids = KASKO_CARS.flatMap((b) => b.models.flatMap((m) => m.positions.map((x) => x.id)));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('takes 5 % a year of age off the price', () => {
    expect(kaskoYearPrice(150_000_000, 2026, 2026)).toBe(150_000_000);
    expect(kaskoYearPrice(150_000_000, 2024, 2026)).toBe(135_000_000);
    expect(kaskoYearPrice(150_000_000, 2027, 2026)).toBeNull();
  });

  it('prices the programs at 1 %, 1.5 % and 2.5 % (NOTES: 140 M -> 1.4 / 2.1 / 3.5 M)', () => {
    expect(kaskoProgramPremiums(140_000_000)).toEqual({
      tarif_1: 1_400_000,
      tarif_2: 2_100_000,
      tarif_3: 3_500_000,
    });
    expect(kaskoPremium(140_000_000, { type: 0, programId: 2 })).toBe(2_100_000);
    expect(kaskoPremium(140_000_000, { type: 0, programId: 4 })).toBeNull();
  });

  it('prices the constructor as the sum of the chosen risks, each 0.1 %-0.5 %, never below 400 000', () => {
    for (const r of KASKO_RISKS) expect(r.rate >= 0.001 && r.rate <= 0.005).toBe(true);
    expect(kaskoPremium(200_000_000, { type: 1, riskIds: [1, 7] })).toBe(1_200_000);
    expect(kaskoPremium(100_000_000, { type: 1, riskIds: [4] })).toBe(400_000);
    expect(kaskoPremium(100_000_000, { type: 1, riskIds: [] })).toBeNull();
    expect(kaskoPremium(100_000_000, { type: 1, riskIds: [1, 1] })).toBeNull();
    expect(kaskoPremium(100_000_000, { type: 1, riskIds: [10] })).toBeNull();
  });
});

describe('kaskoQuote', () => {
  it('prices a catalogue car of a year by program or constructor', () => {
    // Cobalt GS-STYLE MT 150 M, two years old: 135 M; Comfort 1.5 % = 2 025 000.
    expect(kaskoQuote(132, 2024, 2026, { type: 0, programId: 2 })).toEqual({
      priceUzs: 135_000_000,
      premiumUzs: 2_025_000,
    });
    // Lacetti L-Style AT PLUS 200 M this year, civil liability 0.3 % + windscreen 0.3 % = 1 200 000.
    expect(kaskoQuote(142, 2026, 2026, { type: 1, riskIds: [1, 7] })).toEqual({
      priceUzs: 200_000_000,
      premiumUzs: 1_200_000,
    });
  });

  it('refuses an unknown position, a future or too old year, an unknown program', () => {
    expect(kaskoQuote(9999, 2026, 2026, { type: 0, programId: 2 })).toBeNull();
    expect(kaskoQuote(132, 2027, 2026, { type: 0, programId: 2 })).toBeNull();
    expect(kaskoQuote(132, 2006, 2026, { type: 0, programId: 2 })).toBeNull();
    expect(kaskoQuote(132, 2026, 2026, { type: 0, programId: 7 })).toBeNull();
  });
});

describe('the vehicle registry against the catalogue', () => {
  it("reads the registry's year of issue when it is a year the price rule can use", () => {
    expect(kaskoRegistryYear(2017, 2026)).toBe(2017);
    expect(kaskoRegistryYear(0, 2026)).toBeNull();
    expect(kaskoRegistryYear(null, 2026)).toBeNull();
    expect(kaskoRegistryYear(2027, 2026)).toBeNull();
  });

  it("finds the catalogue model of the registry's model, by another name, without the registry's notes", () => {
    expect(kaskoRegistryModel(KASKO_CARS, 'Chevrolet Spark')).toEqual({
      brandId: 1,
      modelId: 11,
      name: 'Chevrolet Spark',
      positionIds: [111, 112],
    });
    expect(kaskoRegistryModel(KASKO_CARS, 'Chevrolet Gentra')?.positionIds).toEqual([141, 142]);
    expect(kaskoRegistryModel(KASKO_CARS, 'CHEVROLET LACETTI')?.modelId).toBe(14);
    expect(kaskoRegistryModel(KASKO_CARS, 'Chevrolet Cobalt (taksi)')?.positionIds).toContain(132);
    expect(kaskoRegistryModel(KASKO_CARS, 'Chevrolet Nexia 2')).toBeNull();
    expect(kaskoRegistryModel(KASKO_CARS, 'Isuzu NPR 75L')).toBeNull();
  });
});
