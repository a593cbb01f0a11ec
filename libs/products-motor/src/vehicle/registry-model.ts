/**
 * A registry's model without its note in brackets: the state registry writes the vehicle's use in Uzbek beside
 * the model (`GAZelle Next (yoʻnalishli taksi)`, `Isuzu NP37 (avtobus)`); the page says the kind in its own
 * language instead.
 */
export function registryModelName(model: string): string {
  return (
    model
      .replace(/\s*\([^)]*\)/g, '')
      .replace(/\s+/g, ' ')
      .trim() || model.trim()
  );
}
