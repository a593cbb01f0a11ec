import countries from 'i18n-iso-countries';
import type { TravelCountry } from '@polis/api-contract';
import { TRAVEL_PSEUDO_DESTINATIONS, allowedPrograms, isSchengen } from '@polis/tariffs';

/**
 * Every ISO 3166-1 country with its names in Uzbek, Russian and English from `i18n-iso-countries` (the
 * maintained package), the Schengen flag and the programs it allows (@polis/tariffs), then the insurer's
 * pseudo destinations (SCH, WWD, AEU). Uzbekistan itself is left out: this is cover abroad.
 */
function build(): readonly TravelCountry[] {
  const en = countries.getNames('en', { select: 'official' });
  const list = Object.keys(en)
    .filter((code) => code !== 'UZ')
    .map((code) => ({
      code,
      uz: countries.getName(code, 'uz') ?? en[code],
      ru: countries.getName(code, 'ru') ?? en[code],
      en: countries.getName(code, 'en') ?? en[code],
    }))
    .sort((a, b) => a.en.localeCompare(b.en, 'en'));
  return [...list, ...TRAVEL_PSEUDO_DESTINATIONS.map((p) => ({ code: p.code, ...p.name }))].map((c, i) => ({
    id: i + 1,
    ...c,
    shengen: isSchengen(c.code),
    programs: [...allowedPrograms(c.code)],
  }));
}

export const TRAVEL_COUNTRIES: readonly TravelCountry[] = build();
const BY_CODE = new Map(TRAVEL_COUNTRIES.map((c) => [c.code, c]));

export const countryByCode = (code: string): TravelCountry | undefined => BY_CODE.get(code);
