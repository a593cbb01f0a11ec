/**
 * The sandbox value of every payment and policy-link setting (payments/payment-config.ts reads the environment
 * over them): a fresh checkout pays through the local sandbox pages, and production refuses to start while one
 * is still in use (production-secrets.ts). Ground level, like channels.ts: tests of any layer sign with them.
 */
export const SANDBOX_DEFAULTS = {
  PAYME_MERCHANT_ID: 'polis-sandbox-merchant',
  PAYME_KEY: 'payme-sandbox-key',
  PAYME_CHECKOUT_URL: '/sandbox/payme',
  CLICK_SERVICE_ID: '10001',
  CLICK_MERCHANT_ID: '20001',
  CLICK_SECRET_KEY: 'click-sandbox-secret',
  CLICK_PAY_URL: '/sandbox/click/services/pay',
  POLICY_TOKEN_SECRET: 'policy-sandbox-secret',
} as const;
