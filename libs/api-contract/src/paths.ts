/*
 * Every endpoint of the insurer API by method and path, once (issue: "an endpoint is defined once"). No TypeBox
 * here: the front end imports this entry (`@polis/api-contract/paths`) and its bundles gain only the strings.
 * The schema-bearing definitions (`endpoint(...)` in each product's contract file) and the API's routes take their
 * method and path from these; paths are relative to the API's `/api` prefix.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One endpoint's method and path; `:name` segments are filled by `pathTo`. */
export interface EndpointPath<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

/** The path with its `:name` segments filled (URL-encoded): `pathTo(POLICY_PATHS.pdf, { series, number })`. */
export function pathTo(endpoint: EndpointPath, params: Readonly<Record<string, string | number>>): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathTo: no value for :${name} in ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}

/** The platform: health (liveness), readiness and the product catalogue. */
export const PLATFORM_PATHS = {
  health: { method: 'GET', path: '/health' },
  ready: { method: 'GET', path: '/ready' },
  products: { method: 'GET', path: '/site/products' },
} as const satisfies Record<string, EndpointPath>;

/** Registry look-ups: persons, companies, regions. */
export const REGISTRY_PATHS = {
  person: { method: 'POST', path: '/sayt/getPerson' },
  travelPerson: { method: 'POST', path: '/travel-neo/getPerson' },
  companyV3: { method: 'GET', path: '/osgor_neo/inn/v3' },
  company: { method: 'POST', path: '/osgor_neo/inn' },
  regions: { method: 'GET', path: '/getRegions' },
} as const satisfies Record<string, EndpointPath>;

/** Vehicle and owner look-ups (the motor products share them). */
export const VEHICLE_PATHS = {
  check: { method: 'POST', path: '/check-ip' },
  save: { method: 'POST', path: '/save-ip' },
  company: { method: 'POST', path: '/osago-neo/osago-juridik' },
  person: { method: 'POST', path: '/osago-neo/check-person' },
} as const satisfies Record<string, EndpointPath>;

/** Payment of a saved contract. */
export const PAYMENT_PATHS = {
  initialize: { method: 'POST', path: '/payment/initialize' },
  getPayment: { method: 'POST', path: '/contract/get-payment' },
  check: { method: 'POST', path: '/sayt/contract/check' },
  checkUniversal: { method: 'POST', path: '/sayt/contract/check-universal' },
  paymePhone: { method: 'POST', path: '/sayt/payment/payme' },
  osagoConfirm: { method: 'POST', path: '/osago-neo/confirm-check' },
  travelConfirm: { method: 'POST', path: '/travel-neo/confirm-check' },
} as const satisfies Record<string, EndpointPath>;

/** The providers' merchant calls (Payme JSON-RPC, Click SHOP API). */
export const MERCHANT_PATHS = {
  payme: { method: 'POST', path: '/payme' },
  clickPrepare: { method: 'POST', path: '/click/prepare' },
  clickComplete: { method: 'POST', path: '/click/complete' },
} as const satisfies Record<string, EndpointPath>;

/** Promo codes. */
export const PROMO_PATHS = {
  check: { method: 'POST', path: '/promocode/check_promocode' },
  cancel: { method: 'POST', path: '/promocode/cancel_promocode' },
} as const satisfies Record<string, EndpointPath>;

/** Instalments (Uzum Nasiya). */
export const INSTALLMENT_PATHS = {
  status: { method: 'POST', path: '/uzumnasiya/check-user-status' },
  createOrder: { method: 'POST', path: '/uzumnasiya/create-order' },
  confirm: { method: 'POST', path: '/uzumnasiya/confirm-contract' },
} as const satisfies Record<string, EndpointPath>;

/** Saved cards and auto-payments. */
export const SUBSCRIPTION_PATHS = {
  createCard: { method: 'POST', path: '/web/subscription/create-card' },
  resubscribe: { method: 'POST', path: '/web/subscription/resubscribe' },
  verify: { method: 'POST', path: '/web/subscription/verify' },
  get: { method: 'POST', path: '/web/subscription/get' },
  cancel: { method: 'POST', path: '/web/subscription/cancel' },
} as const satisfies Record<string, EndpointPath>;

/** The policyholder's cabinet. */
export const CABINET_PATHS = {
  sendCode: { method: 'POST', path: '/shaxsiy_kabinet/send-code' },
  checkCode: { method: 'POST', path: '/shaxsiy_kabinet/check-verification-code' },
  checkRegister: { method: 'POST', path: '/shaxsiy_kabinet/check_register' },
  registerPerson: { method: 'POST', path: '/shaxsiy_kabinet/register-person' },
  info: { method: 'GET', path: '/shaxsiy_kabinet/get/info' },
  editProfile: { method: 'POST', path: '/shaxsiy_kabinet/edit-profile' },
  logout: { method: 'POST', path: '/shaxsiy_kabinet/logout' },
  policies: { method: 'GET', path: '/shaxsiy_kabinet/get/policy-new' },
  policy: { method: 'GET', path: '/shaxsiy_kabinet/get/policy/:id' },
  claims: { method: 'GET', path: '/shaxsiy_kabinet/client-claims' },
  claim: { method: 'GET', path: '/shaxsiy_kabinet/client-claims/:id' },
  // The customer's business applications (issue 25): leads, not claims, so a list of their own.
  businessRequests: { method: 'GET', path: '/shaxsiy_kabinet/business-requests' },
} as const satisfies Record<string, EndpointPath>;

/** Claims online: the policy look-up, the claimant's SMS code, filing, more files, a claim's file. */
export const CLAIM_PATHS = {
  policy: { method: 'POST', path: '/shaxsiy_kabinet/claim-policy' },
  sendCode: { method: 'POST', path: '/shaxsiy_kabinet/claim-code' },
  checkCode: { method: 'POST', path: '/shaxsiy_kabinet/claim-code/verify' },
  // The cabinet's list of claims, posted to: a new claim (the path written once, above).
  file: { method: 'POST', path: CABINET_PATHS.claims.path },
  addFiles: { method: 'POST', path: '/shaxsiy_kabinet/client-claims/:id/files' },
  download: { method: 'GET', path: '/shaxsiy_kabinet/claim-files/:id' },
} as const satisfies Record<string, EndpointPath>;

/** What the renewals read: the offer behind a reminder's token, and the cabinet's reminder switch. */
const RENEWAL_READS = {
  offer: { method: 'GET', path: '/prolong/:token' },
  cabinetReminders: { method: 'GET', path: '/shaxsiy_kabinet/reminders' },
} as const satisfies Record<string, EndpointPath>;

/**
 * Renewals (issue 23): the offer behind a reminder's signed token, the renewal itself (a new contract, paid as
 * usual, posted to the offer's path), reminders off or on from the token, and the cabinet's switch for the
 * session's phone (posted to its reading's path). Each path is written once, above.
 */
export const RENEWAL_PATHS = {
  ...RENEWAL_READS,
  renew: { method: 'POST', path: RENEWAL_READS.offer.path },
  reminders: { method: 'POST', path: '/prolong/:token/reminders' },
  setCabinetReminders: { method: 'POST', path: RENEWAL_READS.cabinetReminders.path },
} as const satisfies Record<string, EndpointPath>;

/** Policies: the PDF and the public verification. */
export const POLICY_PATHS = {
  pdf: { method: 'GET', path: '/policy/:series/:number/pdf' },
  verify: { method: 'GET', path: '/policy/verify/:series/:number' },
} as const satisfies Record<string, EndpointPath>;

/** Insurance rules as PDF. */
export const RULES_PATHS = {
  pdf: { method: 'GET', path: '/rules/:key/:lang.pdf' },
} as const satisfies Record<string, EndpointPath>;

/** Files attached to a contract. */
export const UPLOAD_PATHS = {
  file: { method: 'GET', path: '/contract-files/:id' },
} as const satisfies Record<string, EndpointPath>;

/** Requests from the site (call-backs, business leads). */
export const SITE_REQUEST_PATHS = {
  create: { method: 'POST', path: '/site-requests' },
} as const satisfies Record<string, EndpointPath>;

/** OSAGO. */
export const OSAGO_PATHS = {
  calculate: { method: 'POST', path: '/osago-neo/get-calc-osago/v3' },
  driverCheck: { method: 'POST', path: '/osago-neo/driver-check' },
  checkDiscount: { method: 'POST', path: '/osago-neo/check-discount' },
  save: { method: 'POST', path: '/osago-neo/save-policy/v2' },
  copyGet: { method: 'GET', path: '/osago-neo/copy/get' },
  copySave: { method: 'POST', path: '/osago-neo/copy/save' },
  extensionGet: { method: 'GET', path: '/osago-neo/extension/get' },
  extensionSave: { method: 'POST', path: '/osago-neo/extension/save' },
} as const satisfies Record<string, EndpointPath>;

/** KASKO. */
export const KASKO_PATHS = {
  cars: { method: 'GET', path: '/sayt/kasko/cars' },
  tariff: { method: 'GET', path: '/kasko-neo/get-tarif' },
  calculate: { method: 'POST', path: '/kasko-neo/hisoblash' },
  save: { method: 'POST', path: '/sayt/kasko/saqlash' },
  check: { method: 'POST', path: '/sayt/kasko/check' },
} as const satisfies Record<string, EndpointPath>;

/** Mini KASKO. */
export const MINI_KASKO_PATHS = {
  programs: { method: 'GET', path: '/minikasko_neo/getPrograms' },
  checkCar: { method: 'POST', path: '/minikasko_neo/checkCar' },
  save: { method: 'POST', path: '/minikasko_neo/saqlash' },
  check: { method: 'POST', path: '/minikasko_neo/getPolicy' },
} as const satisfies Record<string, EndpointPath>;

/** Monthly mini KASKO. */
export const MONTHLY_KASKO_PATHS = {
  save: { method: 'POST', path: '/monthly-kasko/save' },
  check: { method: 'POST', path: '/monthly-kasko/check' },
  status: { method: 'POST', path: '/monthly-kasko/status' },
} as const satisfies Record<string, EndpointPath>;

/** Quick KASKO. */
export const QUICK_KASKO_PATHS = {
  programs: { method: 'GET', path: '/sayt/tez-kasko/programs' },
  save: { method: 'POST', path: '/sayt/tez-kasko/save' },
  check: { method: 'POST', path: '/sayt/tez-kasko/check' },
} as const satisfies Record<string, EndpointPath>;

/** OSGOP (carrier's liability to passengers). */
export const OSGOP_PATHS = {
  vehicle: { method: 'POST', path: '/sayt/osgop/auto' },
  calculate: { method: 'POST', path: '/sayt/osgop/calculation' },
  save: { method: 'POST', path: '/sayt/osgop/save' },
} as const satisfies Record<string, EndpointPath>;

/** OSGOR (employer's liability). */
export const OSGOR_PATHS = {
  calculate: { method: 'POST', path: '/osgor_neo/calculator' },
  save: { method: 'POST', path: '/osgor_neo/save' },
  check: { method: 'POST', path: '/osgor/check' },
} as const satisfies Record<string, EndpointPath>;

/** Voluntary medical insurance (DMS) and its constructor. */
export const DMS_PATHS = {
  hospitals: { method: 'GET', path: '/dms/hospitals' },
  pharmacies: { method: 'GET', path: '/dms/pharmacy' },
  constructor: { method: 'GET', path: '/dms/constructor' },
  calculate: { method: 'POST', path: '/dms/constructor/calculation' },
  submit: { method: 'POST', path: '/dms/constructor/submit' },
} as const satisfies Record<string, EndpointPath>;

/** Housing. */
export const HOUSING_PATHS = {
  tariffs: { method: 'GET', path: '/property-insurance-v2/getTariffs' },
  save: { method: 'POST', path: '/property-insurance-v2/create-contract' },
  check: { method: 'POST', path: '/sayt/uyjoy-api/check' },
} as const satisfies Record<string, EndpointPath>;

/** Documents. */
export const DOCUMENTS_PATHS = {
  types: { method: 'GET', path: '/sayt/document_sugurtasi/type' },
  save: { method: 'POST', path: '/sayt/document_sugurtasi/save' },
  check: { method: 'POST', path: '/sayt/document_sugurtasi/check' },
} as const satisfies Record<string, EndpointPath>;

/** Pets. */
export const PETS_PATHS = {
  programs: { method: 'GET', path: '/sayt/pet-insurance/programs' },
  save: { method: 'POST', path: '/sayt/pet-insurance/save' },
  check: { method: 'POST', path: '/sayt/pet-insurance/check' },
} as const satisfies Record<string, EndpointPath>;

/** Travel abroad. */
export const TRAVEL_PATHS = {
  countries: { method: 'GET', path: '/travel-neo/get_country' },
  calculate: { method: 'POST', path: '/travel-neo/calculator-total' },
  save: { method: 'POST', path: '/travel-neo/save-polis' },
} as const satisfies Record<string, EndpointPath>;

/** Travel around Uzbekistan. */
export const TRAVEL_UZ_PATHS = {
  tariffs: { method: 'GET', path: '/sayt/travel-uzb/tarifs' },
  save: { method: 'POST', path: '/sayt/travel-uzb/save' },
  check: { method: 'POST', path: '/sayt/travel-uzb/check' },
} as const satisfies Record<string, EndpointPath>;

/** Accident. */
export const ACCIDENT_PATHS = {
  save: { method: 'POST', path: '/accident_sayt/save' },
  check: { method: 'POST', path: '/accident/check' },
} as const satisfies Record<string, EndpointPath>;

/** Kids. */
export const KIDS_PATHS = {
  save: { method: 'POST', path: '/site/kids/save' },
  check: { method: 'POST', path: '/kids/check' },
} as const satisfies Record<string, EndpointPath>;

/** Kindness. */
export const KINDNESS_PATHS = {
  save: { method: 'POST', path: '/kindness/save' },
  check: { method: 'POST', path: '/kindness/check' },
} as const satisfies Record<string, EndpointPath>;

/** Sportsmen. */
export const SPORT_PATHS = {
  types: { method: 'GET', path: '/sayt/sportsman/type/v2' },
  save: { method: 'POST', path: '/sayt/sportsman/save/v2' },
  check: { method: 'POST', path: '/sayt/sportsman/check/v2' },
} as const satisfies Record<string, EndpointPath>;

/** Job loss. */
export const JOB_LOSS_PATHS = {
  save: { method: 'POST', path: '/sayt/job-lose/save' },
  check: { method: 'POST', path: '/sayt/job-lose/check' },
} as const satisfies Record<string, EndpointPath>;

/** A draft and its files, each path written once: read, changed and deleted at the same place. */
const DRAFT_ONE = { method: 'GET', path: '/drafts/:id' } as const satisfies EndpointPath;
const DRAFT_FILE = { method: 'GET', path: '/drafts/:id/files/:name' } as const satisfies EndpointPath;

/**
 * Applications in progress (issue 24): a wizard's answers kept on the server under an id only the browser tab
 * holds, for 24 hours after the last change, with the files chosen in it.
 */
/** The header a save names the draft it comes from in (the application's payment deletes the draft). */
export const DRAFT_ID_HEADER = 'X-Draft-Id';

/** The form field that carries a draft's file (multipart, one file). */
export const DRAFT_FILE_FIELD = 'file';

export const DRAFT_PATHS = {
  create: { method: 'POST', path: '/drafts' },
  read: DRAFT_ONE,
  update: { method: 'PUT', path: DRAFT_ONE.path },
  remove: { method: 'DELETE', path: DRAFT_ONE.path },
  file: DRAFT_FILE,
  putFile: { method: 'PUT', path: DRAFT_FILE.path },
} as const satisfies Record<string, EndpointPath>;

/** The cabinet's saved people and cars: the list, and one of each kind (changed and removed at its path). */
const SAVED_LIST = { method: 'GET', path: '/shaxsiy_kabinet/saved' } as const satisfies EndpointPath;
const SAVED_PEOPLE = {
  method: 'POST',
  path: '/shaxsiy_kabinet/saved/people',
} as const satisfies EndpointPath;
const SAVED_PERSON = {
  method: 'PUT',
  path: '/shaxsiy_kabinet/saved/people/:id',
} as const satisfies EndpointPath;
const SAVED_VEHICLES = {
  method: 'POST',
  path: '/shaxsiy_kabinet/saved/vehicles',
} as const satisfies EndpointPath;
const SAVED_VEHICLE = {
  method: 'PUT',
  path: '/shaxsiy_kabinet/saved/vehicles/:id',
} as const satisfies EndpointPath;

/**
 * Saved people and cars (issue 24): the session's own, to fill wizards from. Each path is written once, above.
 */
export const SAVED_PATHS = {
  list: SAVED_LIST,
  addPerson: SAVED_PEOPLE,
  updatePerson: SAVED_PERSON,
  removePerson: { method: 'DELETE', path: SAVED_PERSON.path },
  addVehicle: SAVED_VEHICLES,
  updateVehicle: SAVED_VEHICLE,
  removeVehicle: { method: 'DELETE', path: SAVED_VEHICLE.path },
} as const satisfies Record<string, EndpointPath>;

/** Fiscal receipts of a policy (issue 27), in the cabinet. */
export const RECEIPT_PATHS = {
  cabinetReceipts: { method: 'GET', path: '/shaxsiy_kabinet/get/policy/:id/receipts' },
} as const satisfies Record<string, EndpointPath>;

/**
 * Cancel a policy (issue 27): the refund quote of the holder's policy, and the cancellation that takes the
 * quoted amount (posted to the quote's path). `:id` is the cabinet's policy id (the contract id).
 */
const CANCEL_QUOTE = { method: 'GET', path: '/shaxsiy_kabinet/policies/:id/cancel' } as const;
export const CANCEL_PATHS = {
  quote: CANCEL_QUOTE,
  confirm: { method: 'POST', path: CANCEL_QUOTE.path },
} as const satisfies Record<string, EndpointPath>;

/** The customer's data (issue 27): consents and devices, each written once. */
const MY_CONSENT = {
  method: 'POST',
  path: '/shaxsiy_kabinet/my-data/consents/:kind',
} as const satisfies EndpointPath;
const MY_SESSIONS = {
  method: 'GET',
  path: '/shaxsiy_kabinet/my-data/sessions',
} as const satisfies EndpointPath;

/**
 * What the insurer keeps about the session's customer (issue 27): a summary, the JSON export, consents given and
 * withdrawn, the devices logged in, and the account's deletion.
 */
export const MY_DATA_PATHS = {
  summary: { method: 'GET', path: '/shaxsiy_kabinet/my-data' },
  exportFile: { method: 'GET', path: '/shaxsiy_kabinet/my-data/export' },
  consents: { method: 'GET', path: '/shaxsiy_kabinet/my-data/consents' },
  giveConsent: MY_CONSENT,
  withdrawConsent: { method: 'DELETE', path: MY_CONSENT.path },
  sessions: MY_SESSIONS,
  endSession: { method: 'DELETE', path: `${MY_SESSIONS.path}/:id` },
  deleteAccount: { method: 'DELETE', path: '/shaxsiy_kabinet/my-data/account' },
} as const satisfies Record<string, EndpointPath>;

const POLICY_CHANGES = {
  method: 'GET',
  path: '/shaxsiy_kabinet/policy/:id/changes',
} as const satisfies EndpointPath;

/**
 * Mid-term changes of a policy (issue 27), the owner's cabinet session only: what may be changed, the server's
 * price of a change, the change itself (posted to the options' path) and the policy's versions.
 */
export const POLICY_CHANGE_PATHS = {
  options: POLICY_CHANGES,
  quote: { method: 'POST', path: '/shaxsiy_kabinet/policy/:id/changes/quote' },
  submit: { method: 'POST', path: POLICY_CHANGES.path },
  versions: { method: 'GET', path: '/shaxsiy_kabinet/policy/:id/versions' },
} as const satisfies Record<string, EndpointPath>;
