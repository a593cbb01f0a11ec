/**
 * The fiscal classification of every product (issue 27): the MXIK (IKPU) code and package code printed on each
 * receipt line, and its VAT. One table, keyed by the product keys of `products.ts` (a test checks that every
 * product has its row); the sources and what is not public are in `../payments/README.md`, "Fiscal receipts".
 *
 * VAT: insurance premiums are exempt (Tax Code of Uzbekistan, article 245), so every line carries 0 %.
 *
 * The codes: no public source available to this project names the MXIK code of an insurance service, and the
 * tax committee's catalogue (tasnif.soliq.uz) binds a code and its package code to the seller's TIN. Every code
 * below is therefore a PLACEHOLDER of the right shape (17 digits; `public: false`), never sent to a real fiscal
 * module: production must replace each with the code the insurer registers for the product.
 */
export interface FiscalClass {
  /** MXIK (IKPU, Click's `SPIC`): 17 digits. */
  readonly code: string;
  /** The package (unit) code that goes with the code (Payme `package_code`, Click `PackageCode`). */
  readonly packageCode: string;
  /** 0: insurance services are VAT-exempt (Tax Code, article 245). */
  readonly vatPercent: number;
  /** False: a placeholder of this project's own, not a code from a public source. */
  readonly public: boolean;
}

const VAT_EXEMPT = 0;

/** A placeholder code per kind of cover, so receipts of different covers never share one by accident. */
const placeholder = (kind: number): FiscalClass => ({
  code: `0000000000000${String(kind).padStart(4, '0')}`,
  packageCode: '0000000',
  vatPercent: VAT_EXEMPT,
  public: false,
});

const MOTOR_LIABILITY = placeholder(101);
const OWN_DAMAGE = placeholder(102);
const CARRIER_LIABILITY = placeholder(103);
const EMPLOYER_LIABILITY = placeholder(104);
const TRAVEL = placeholder(201);
const ACCIDENT = placeholder(301);
const HEALTH = placeholder(302);
const PROPERTY = placeholder(401);
const FINANCIAL = placeholder(501);

export const FISCAL_CLASSES: Readonly<Record<string, FiscalClass>> = {
  osago: MOTOR_LIABILITY,
  'osago-limited': MOTOR_LIABILITY,
  kasko: OWN_DAMAGE,
  'mini-kasko': OWN_DAMAGE,
  'monthly-kasko': OWN_DAMAGE,
  'quick-car-insurance': OWN_DAMAGE,
  osgop: CARRIER_LIABILITY,
  osgor: EMPLOYER_LIABILITY,
  travel: TRAVEL,
  'travel-minimal': TRAVEL,
  'travel-around-uzbekistan': TRAVEL,
  accident: ACCIDENT,
  'accident-driver': ACCIDENT,
  'accident-student': ACCIDENT,
  'accident-teacher': ACCIDENT,
  'accident-foreign': ACCIDENT,
  kids: ACCIDENT,
  sport: ACCIDENT,
  kindness: ACCIDENT,
  dms: HEALTH,
  housing: PROPERTY,
  documents: PROPERTY,
  pets: PROPERTY,
  'job-loss': FINANCIAL,
};

/** A product without a row (a test's made-up key) still gets a receipt, under the generic placeholder. */
const GENERIC = placeholder(999);

export const fiscalClassOf = (product: string): FiscalClass =>
  Object.prototype.hasOwnProperty.call(FISCAL_CLASSES, product) ? FISCAL_CLASSES[product] : GENERIC;
