import { isRestrictedModel, RESTRICTED_MODEL_FRAGMENTS } from './restricted-models';

describe('restricted (special-purpose) models', () => {
  it.each([
    'KAMAZ 43118 avtokran (maxsus)',
    'Belarus MTZ-82.1 traktor',
    'JCB 3CX EKSKAVATOR',
    'Caterpillar Bulldozer D6',
  ])('blocks %s', (model) => expect(isRestrictedModel(model)).toBe(true));

  it.each([
    'Chevrolet Cobalt',
    'Chevrolet Tracker 2',
    'Isuzu Turkuaz (avtobus)',
    'MAN TGS 33.400',
    'GAZelle Next',
    '',
    null,
  ])('lets %s through', (model) => expect(isRestrictedModel(model)).toBe(false));

  it('keeps the fragments lowercase and short, so they match inside any spelling of a model', () => {
    for (const fragment of RESTRICTED_MODEL_FRAGMENTS) {
      expect(fragment).toBe(fragment.toLowerCase());
      expect(fragment.length).toBeLessThanOrEqual(12);
    }
  });
});
