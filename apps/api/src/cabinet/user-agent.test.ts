import { deviceNames } from './user-agent';

// Real User-Agent headers of the browsers customers log in with (desktop and the phones most buyers use).
const CASES: readonly [string, string, string | null, string | null][] = [
  [
    'Chrome on Android',
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
    'Chrome 120',
    'Android 14',
  ],
  [
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A525F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    'Samsung Internet 23',
    'Android 13',
  ],
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1',
    'Safari 17',
    'iOS 17',
  ],
  [
    'Chrome on iPad',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/119.0.6045.169 Mobile/15E148 Safari/604.1',
    'Chrome 119',
    'iPadOS 16',
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
    'Edge 120',
    'Windows 10/11',
  ],
  [
    'Opera on Windows 7',
    'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/106.0.0.0 Safari/537.36 OPR/92.0.0.0',
    'Opera 92',
    'Windows 7',
  ],
  [
    'Yandex Browser',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 YaBrowser/23.11.0.0 Safari/537.36',
    'Yandex Browser 23',
    'Windows 10/11',
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
    'Firefox 121',
    'Linux',
  ],
  [
    'Safari on a Mac',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
    'Safari 17',
    'macOS',
  ],
  [
    'Chrome on a Chromebook',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    'Chrome 120',
    'ChromeOS',
  ],
  ['a script', 'curl/8.4.0', null, null],
];

it.each(CASES)('names %s', (_name, ua, browser, system) => {
  expect(deviceNames(ua)).toEqual({ browser, system });
});

it('names nothing for a missing or blank header', () => {
  expect(deviceNames(undefined)).toEqual({ browser: null, system: null });
  expect(deviceNames(null)).toEqual({ browser: null, system: null });
  expect(deviceNames('   ')).toEqual({ browser: null, system: null });
});

it('reads no more than the 300 characters a session keeps', () => {
  expect(deviceNames(`${'x'.repeat(300)} Firefox/121.0`)).toEqual({ browser: null, system: null });
});
