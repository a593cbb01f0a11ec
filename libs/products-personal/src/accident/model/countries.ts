import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import uz from 'i18n-iso-countries/langs/uz.json';
import { baseLang, type Lang } from '@polis/routing';
import type { SelectOption } from '@polis/ui';
import { inCyrillic } from '@polis/i18n';

countries.registerLocale(en);
countries.registerLocale(ru);
countries.registerLocale(uz);

/** Citizenships of a foreign insured, named in the page's language and sorted; Uzbekistan is not one. */
export function countryOptions(lang: Lang): SelectOption[] {
  const names = countries.getNames(baseLang(lang), { select: 'official' });
  return Object.entries(names)
    .filter(([code]) => code !== 'UZ')
    .map(([code, name]) => ({ value: code, label: lang === 'uz-cyrl' ? inCyrillic(name) : name }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}
