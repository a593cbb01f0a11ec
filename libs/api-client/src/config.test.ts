import { configureApiClient, credentialFor } from './config';
import { CHANNEL_KEYS, DEV_CREDENTIALS, credentialsFromEnv } from './dev-credentials';

describe('configureApiClient', () => {
  it('fails fast without a credential for the default channel', () => {
    expect(() => configureApiClient({ credentials: { beeline: 'x' } })).toThrow(/default channel "site"/);
  });

  it('defaults to an absolute /api on the page origin', () => {
    expect(configureApiClient({ credentials: DEV_CREDENTIALS }).baseUrl).toBe(`${location.origin}/api`);
  });

  it('maps renew and site to their configured entries and unknown keys to the default', () => {
    const config = configureApiClient({
      credentials: { main: 'MAIN', partner: 'PARTNER', click: 'CLICK' },
      defaultCredentialKey: 'main',
      renewCredentialKey: 'partner',
    });
    expect(credentialFor(config, 'renew')).toBe('PARTNER');
    expect(credentialFor(config, 'site')).toBe('MAIN');
    expect(credentialFor(config, 'click')).toBe('CLICK');
    expect(credentialFor(config, 'beeline')).toBe('MAIN');
  });
});

describe('DEV_CREDENTIALS', () => {
  it('holds key:key-sandbox for every ad key and the renewal partner', () => {
    expect(CHANNEL_KEYS).toContain('renew');
    expect(CHANNEL_KEYS).toContain('dv-uz');
    for (const key of CHANNEL_KEYS) expect(atob(DEV_CREDENTIALS[key])).toBe(`${key}:${key}-sandbox`);
  });
});

describe('credentialsFromEnv', () => {
  it('reads VITE_POLIS_CREDENTIAL_<KEY> with dashes as underscores and skips the rest', () => {
    expect(
      credentialsFromEnv({
        VITE_POLIS_CREDENTIAL_SITE: ' abc ',
        VITE_POLIS_CREDENTIAL_META_RU: 'def',
        OTHER: 'x',
      }),
    ).toEqual({ site: 'abc', 'meta-ru': 'def' });
  });
});
