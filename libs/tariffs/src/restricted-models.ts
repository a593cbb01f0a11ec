/**
 * Special-purpose vehicles (cranes, tractors, excavators, ...) are not sold OSAGO online: their risk and
 * registration differ, so the wizard blocks them and the API refuses them (spec 000 section 5: "a car model
 * containing any restricted fragment is blocked"; the list itself is not shown there, this is ours).
 * Lowercase fragments in Uzbek Latin, Russian transliteration and English, matched inside the model name.
 */
export const RESTRICTED_MODEL_FRAGMENTS: readonly string[] = [
  'maxsus', // "special" in Uzbek: the registry marks special-purpose vehicles with it
  'avtokran',
  'kran',
  'traktor',
  'tractor',
  'ekskavator',
  'excavator',
  'buldozer',
  'bulldozer',
  'pogruzchik',
  'yuklagich',
  'kombayn',
  'greyder',
  'grader',
];

/** True when the model names a special-purpose vehicle; case and surrounding text do not matter. */
export function isRestrictedModel(model: string | null | undefined): boolean {
  const text = (model ?? '').toLowerCase();
  return RESTRICTED_MODEL_FRAGMENTS.some((fragment) => text.includes(fragment));
}
