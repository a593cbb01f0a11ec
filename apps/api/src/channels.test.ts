import { channelFromAuthorization, channelSecrets, channelSecretVar, CHANNEL_KEYS } from './channels';

const basic = (value: string) => `Basic ${Buffer.from(value).toString('base64')}`;

describe('channel credentials', () => {
  const secrets = channelSecrets({ POLIS_CHANNEL_SECRET_META_RU: 'real-secret' });

  it('names every ad key and the renewal partner', () => {
    expect(CHANNEL_KEYS).toEqual(expect.arrayContaining(['site', 'beeline', 'dv-uz', 'renew']));
  });

  it('takes secrets from POLIS_CHANNEL_SECRET_<KEY>, dashes as underscores, else <key>-sandbox', () => {
    expect(channelSecretVar('meta-ru')).toBe('POLIS_CHANNEL_SECRET_META_RU');
    expect(secrets.get('meta-ru')).toBe('real-secret');
    expect(secrets.get('click')).toBe('click-sandbox');
  });

  it('decodes a valid credential to its channel', () => {
    expect(channelFromAuthorization(basic('meta-ru:real-secret'), secrets)).toBe('meta-ru');
    expect(channelFromAuthorization(basic('renew:renew-sandbox'), secrets)).toBe('renew');
  });

  it.each([
    ['no header', undefined],
    ['another scheme', 'Bearer abc'],
    ['no colon', basic('site')],
    ['a wrong secret', basic('site:nope')],
    ['the sandbox secret of a configured channel', basic('meta-ru:meta-ru-sandbox')],
    ['an unknown key', basic('nobody:nobody-sandbox')],
  ])('rejects %s', (_what, header) => {
    expect(channelFromAuthorization(header, secrets)).toBeNull();
  });
});
