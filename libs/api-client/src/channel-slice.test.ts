import { AD_KEYS } from '@polis/routing';
import { channelReducer, chooseCredentialKey, navigated, navigatedTo, selectChannel } from './channel-slice';

describe('chooseCredentialKey (spec 000 section 6)', () => {
  it.each(AD_KEYS.map((key) => [key]))('uses the credential of the known ad key %s', (key) => {
    expect(chooseCredentialKey(`/ru/osago/${key}`, key)).toBe(key);
  });

  it('uses the site credential when there is no ad segment', () => {
    expect(chooseCredentialKey('/uz/osago', undefined)).toBe('site');
    expect(chooseCredentialKey('/uz/osago', '')).toBe('site');
  });

  it('falls back to the site credential for an unknown ad key', () => {
    expect(chooseCredentialKey('/uz/osago/nobody', 'nobody')).toBe('site');
    expect(chooseCredentialKey('/uz/osago/Beeline', 'Beeline')).toBe('site');
  });

  it('gives the renewal partner credential on renew paths, even with an ad key', () => {
    expect(chooseCredentialKey('/uz/o-renew/500001', undefined)).toBe('renew');
    expect(chooseCredentialKey('/ru/o-renew/500001/77', 'beeline')).toBe('renew');
  });
});

describe('channel slice', () => {
  it('starts on the site channel in the default language', () => {
    expect(selectChannel({ channel: channelReducer(undefined, { type: 'init' }) })).toEqual({
      key: 'site',
      language: 'uz',
    });
  });

  it('records the channel and the language of each navigation', () => {
    let state = channelReducer(undefined, navigated({ pathname: '/ru/osago/click', ad: 'click' }));
    expect(state).toEqual({ key: 'click', language: 'ru' });
    state = channelReducer(state, navigated({ pathname: '/travel', ad: undefined }));
    expect(state).toEqual({ key: 'site', language: 'ru' });
    state = channelReducer(state, navigated({ pathname: '/travel', ad: undefined, lang: 'en' }));
    expect(state.language).toBe('en');
  });

  it('defaults when a store has no channel slice', () => {
    expect(selectChannel({})).toEqual({ key: 'site', language: 'uz' });
  });
});

describe('navigatedTo', () => {
  it.each([
    ['/ru/osago/beeline', 'beeline', 'ru'],
    ['/en/travel-minimal/click', 'click', 'en'],
    ['/uz/mobile/osago/paynet', 'paynet', 'uz'],
    ['/ru/osago', 'site', 'ru'],
    ['/ru/osago/nobody', 'site', 'ru'],
    ['/uz/o-renew/500001/77', 'renew', 'uz'],
  ])('reads the channel and language of %s from the route table', (path, key, language) => {
    expect(channelReducer(undefined, navigatedTo(path))).toEqual({ key, language });
  });
});
