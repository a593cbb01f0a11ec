import { SANDBOX_DEFAULTS } from '../sandbox-defaults';

/**
 * Payment provider settings, read from the environment once when the routes are registered (server start):
 * a bad value stops the server with a message naming the variable. Everything has a sandbox default so a
 * fresh checkout pays through the local sandbox pages; production (NODE_ENV=production without
 * POLIS_SANDBOX=1) must name real keys and hosts, since the sandbox pages are then switched off.
 */
export interface PaymentConfig {
  /** Sandbox pages and `POST /sandbox/api/contracts` are served. */
  readonly sandbox: boolean;
  /** Absolute origin for links that leave the browser (SMS, QR code); else the request's origin. */
  readonly publicOrigin: string | null;
  readonly payme: {
    readonly merchantId: string;
    /** Initial key; ChangePassword stores its successor in provider_settings. */
    readonly key: string;
    /** A path on this origin (the sandbox page) or Payme's checkout host. */
    readonly checkoutUrl: string;
  };
  readonly click: {
    readonly serviceId: string;
    readonly merchantId: string;
    readonly secretKey: string;
    readonly payUrl: string;
  };
  /** Hosts besides our own that return URLs may point at (the partners' apps). */
  readonly returnHosts: readonly string[];
  /** HMAC key of the policy PDF links. */
  readonly policyTokenSecret: string;
}

type Variable = keyof typeof SANDBOX_DEFAULTS;

const isSameOriginPath = (value: string) => /^\/(?![/\\])/.test(value);

function checkUrl(name: string, value: string, sandbox: boolean): string {
  if (isSameOriginPath(value)) {
    if (!sandbox) throw new Error(`${name} must be the provider's https URL in production, got "${value}"`);
    return value.replace(/\/+$/, '');
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a path starting with / or an absolute URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && !(sandbox && url.protocol === 'http:')) {
    throw new Error(`${name} must use https, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

export function readPaymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  const sandbox = env.NODE_ENV !== 'production' || env.POLIS_SANDBOX === '1';
  const read = (name: Variable): string => {
    const value = env[name]?.trim();
    if (value) return value;
    if (!sandbox) throw new Error(`${name} must be set in production (the sandbox default is for local use)`);
    return SANDBOX_DEFAULTS[name];
  };

  const merchantId = read('PAYME_MERCHANT_ID');
  // The checkout payload is `k=v;k=v`: a `;` or `=` in the merchant id would corrupt it.
  if (/[;=\s]/.test(merchantId)) throw new Error('PAYME_MERCHANT_ID must not contain ";", "=" or spaces');
  const serviceId = read('CLICK_SERVICE_ID');
  const clickMerchantId = read('CLICK_MERCHANT_ID');
  for (const [name, value] of [
    ['CLICK_SERVICE_ID', serviceId],
    ['CLICK_MERCHANT_ID', clickMerchantId],
  ] as const) {
    if (!/^\d{1,12}$/.test(value)) throw new Error(`${name} must be a number, got "${value}"`);
  }

  const origin = env.POLIS_PUBLIC_ORIGIN?.trim();
  let publicOrigin: string | null = null;
  if (origin) {
    const url = checkUrl('POLIS_PUBLIC_ORIGIN', origin, sandbox);
    if (isSameOriginPath(url)) throw new Error('POLIS_PUBLIC_ORIGIN must be an absolute URL');
    publicOrigin = new URL(url).origin;
  } else if (!sandbox) {
    throw new Error('POLIS_PUBLIC_ORIGIN must be set in production (links in SMS and QR codes use it)');
  }

  const returnHosts = (env.PAYMENT_RETURN_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of returnHosts) {
    if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(host)) {
      throw new Error(`PAYMENT_RETURN_HOSTS must list host names (host or host:port), got "${host}"`);
    }
  }

  return {
    sandbox,
    publicOrigin,
    payme: {
      merchantId,
      key: read('PAYME_KEY'),
      checkoutUrl: checkUrl('PAYME_CHECKOUT_URL', read('PAYME_CHECKOUT_URL'), sandbox),
    },
    click: {
      serviceId,
      merchantId: clickMerchantId,
      secretKey: read('CLICK_SECRET_KEY'),
      payUrl: checkUrl('CLICK_PAY_URL', read('CLICK_PAY_URL'), sandbox),
    },
    returnHosts,
    policyTokenSecret: read('POLICY_TOKEN_SECRET'),
  };
}
