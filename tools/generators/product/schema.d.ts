/** Options of `npx nx g @polis/tools:product` (schema.json). */
export interface ProductGeneratorSchema {
  /** Product key, kebab-case: `sport`, `job-loss`. */
  name: string;
  /** Product library under libs/, created when missing: `products-personal`. */
  library: string;
  /** The product's own steps, comma-separated kebab-case ids: `program,insured,start`. */
  steps: string;
  /** Scope tag of a new library; required when the library does not exist. */
  scope?: 'motor' | 'travel' | 'property' | 'personal' | 'business';
  /** Site route without the language; the product key by default. */
  route?: string;
  /** Also serve `mobile/<route>` in the webview. */
  mobile?: boolean;
  /** Save call path under /api; `/<name>/create-contract` by default. */
  saveUrl?: string;
  /** Payment check path under /api; `/<name>/check` by default. */
  checkUrl?: string;
  titleUz?: string;
  titleRu?: string;
  titleEn?: string;
  skipFormat?: boolean;
}
