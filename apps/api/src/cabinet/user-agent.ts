/**
 * The browser and system a session's User-Agent names, for the cabinet's devices list: enough for a customer to
 * tell "Chrome on Android" from "Safari on iPhone", nothing more (no version beyond the major, no device model, no
 * place). Order matters: Edge, Opera, Samsung Internet and Yandex say "Chrome" too, and Chrome says "Safari".
 */

export interface DeviceNames {
  readonly browser: string | null;
  readonly system: string | null;
}

const BROWSERS: readonly (readonly [string, RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|OPiOS)\/(\d+)/],
  ['Yandex Browser', /\bYaBrowser\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\w+)? Safari\//],
];

/** `Windows NT` versions as Windows names them; 10.0 is 10 and 11 alike (the UA does not tell them apart). */
const WINDOWS: Readonly<Record<string, string>> = {
  '10.0': 'Windows 10/11',
  '6.3': 'Windows 8.1',
  '6.2': 'Windows 8',
  '6.1': 'Windows 7',
};

function systemOf(ua: string): string | null {
  const android = /\bAndroid (\d+)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  if (/\bAndroid\b/.test(ua)) return 'Android';
  const ios = /\b(iPhone|iPad|iPod)\b.*? OS (\d+)[._]/.exec(ua);
  if (ios) return `${ios[1] === 'iPad' ? 'iPadOS' : 'iOS'} ${ios[2]}`;
  const windows = /\bWindows NT (\d+\.\d+)/.exec(ua);
  if (windows) return WINDOWS[windows[1] ?? ''] ?? 'Windows';
  if (/\bMac OS X\b/.test(ua)) return 'macOS';
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return null;
}

function browserOf(ua: string): string | null {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) return `${name} ${match[1]}`;
  }
  return null;
}

/** The names of a User-Agent header; null where it names nothing known (a script, an empty header). */
export function deviceNames(userAgent: string | null | undefined): DeviceNames {
  const ua = (userAgent ?? '').slice(0, 300);
  if (!ua.trim()) return { browser: null, system: null };
  return { browser: browserOf(ua), system: systemOf(ua) };
}
