// The layers of apps/api/src (README.md, "Where new code goes"), top to bottom. A file imports its own layer and
// the layers it names below; a product imports no other product, and nothing but a test imports testing/.

/** Folders of src/ (first path segment) and the layer each belongs to; `products/` is split below. */
const FOLDERS = {
  api: 'routes',
  pages: 'routes',
  sandbox: 'routes',
  cabinet: 'cabinet',
  // Claims online: after-sale and the same for every product, beside the cabinet (src/claims/README.md).
  claims: 'cabinet',
  payments: 'payments',
  installments: 'payments',
  subscriptions: 'payments',
  promo: 'payments',
  policies: 'documents',
  rules: 'documents',
  uploads: 'documents',
  contracts: 'contracts',
  db: 'data',
  registries: 'data',
  guards: 'data',
  outbox: 'data',
  http: 'data',
  testing: 'testing',
};

/** Files directly in src/ that are ground (everything may use them); the others there wire the server (routes). */
const GROUND_FILES = new Set(['errors', 'channels', 'sandbox-defaults']);

const BELOW_PRODUCTS = ['payments', 'documents', 'contracts', 'data'];

/** What each layer may import besides itself (a product: besides its own folder). */
export const MAY_IMPORT = {
  routes: ['product', 'kit', 'cabinet', ...BELOW_PRODUCTS],
  product: ['kit', ...BELOW_PRODUCTS],
  kit: BELOW_PRODUCTS,
  cabinet: BELOW_PRODUCTS,
  payments: ['documents', 'contracts', 'data'],
  documents: ['contracts', 'data'],
  contracts: ['data'],
  data: [],
};

/** What the messages call a layer. */
export const LAYER_NAMES = {
  routes: 'Routes (api/, pages/, sandbox/, server.ts, main.ts)',
  product: 'a product (products/<name>/)',
  kit: 'the product kit (products/kit/)',
  cabinet: 'the cabinet (cabinet/)',
  payments: 'Payments (payments/, installments/, subscriptions/, promo/)',
  documents: 'Policies and uploads (policies/, rules/, uploads/)',
  contracts: 'Contracts (contracts/)',
  data: 'Data (db/, registries/, guards/, outbox/, http/, errors.ts, channels.ts, sandbox-defaults.ts)',
  testing: 'the test support (testing/)',
};

const withoutExtension = (name) => name.replace(/\.[cm]?[jt]sx?$/, '');

/**
 * The place of a path inside src/ (`products/kids/kids-service.ts`, `../osago/normalise` resolved): its layer,
 * its product for a product folder, and its folder for the messages; null for a folder no layer names.
 */
export function placeOf(relativePath) {
  const parts = relativePath.split('/');
  if (parts.length === 1) {
    return { layer: GROUND_FILES.has(withoutExtension(parts[0])) ? 'data' : 'routes', folder: parts[0] };
  }
  const [top, second] = parts;
  if (top === 'products') {
    if (parts.length === 2 && second !== 'kit' && /\.[cm]?[jt]sx?$/.test(second)) return null;
    return second === 'kit'
      ? { layer: 'kit', folder: 'products/kit' }
      : { layer: 'product', product: second, folder: `products/${second}` };
  }
  const layer = FOLDERS[top];
  return layer ? { layer, folder: top } : null;
}

/** Why `from` may not import `to`, or null when it may. */
export function refusal(from, to, { fromTest }) {
  if (to.layer === 'testing')
    return fromTest || from.layer === 'testing' ? null : 'only tests import testing/';
  if (from.layer === 'testing' || from.layer === to.layer) {
    if (from.layer === 'product' && to.product !== from.product) {
      return `a product never imports another product (${to.folder}/): what both use belongs in products/kit/ or lower`;
    }
    return null;
  }
  if (MAY_IMPORT[from.layer].includes(to.layer)) return null;
  return `${LAYER_NAMES[from.layer]} may not import ${LAYER_NAMES[to.layer]}: layers only point down`;
}
