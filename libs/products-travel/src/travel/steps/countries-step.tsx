import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { array, object, string } from 'yup';
import type { TravelCountry } from '@polis/api-contract';
import { useLang, nameIn } from '@polis/i18n';
import { KitStepForm } from '@polis/product-kit';
import { Button, Skeleton, TextField } from '@polis/ui';
import {
  FormDateField,
  daysFromToday,
  displayDateSchema,
  isoDate,
  startDate,
  type StepProps,
} from '@polis/wizard-core';
import { TRAVEL_MAX_DAYS, TRAVEL_MAX_START_AHEAD_DAYS } from '@polis/tariffs';
import { useGetTravelReferenceQuery } from '../../shared/reference-api';
import { usesEndDate, type CountriesValues, type TravelSnapshot } from '../model/travel-state';

const dayCount = (from: string, to: string) => {
  const a = isoDate(from);
  const b = isoDate(to);
  return a && b ? Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000) + 1 : null;
};

const schemaFor = (withEnd: boolean) =>
  object({
    countries: array(string().required()).min(1, 'travel.countries.required'),
    beginDate: startDate({ from: 0, to: TRAVEL_MAX_START_AHEAD_DAYS }),
    endDate: withEnd
      ? displayDateSchema().test('after', 'travel.endDate.beforeStart', function (value) {
          const days = value ? dayCount(this.parent.beginDate as string, value) : null;
          return days === null || (days >= 1 && days <= TRAVEL_MAX_DAYS);
        })
      : string(),
  });

/** Matches any of the three names or the code, ignoring case and accents. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u02bb\u02bc'ʻʼ]/g, '')
    .toLowerCase();
export const matchesCountry = (country: TravelCountry, query: string) => {
  const q = fold(query.trim());
  return (
    q.length > 0 &&
    (country.code.toLowerCase() === q ||
      [country.uz, country.ru, country.en].some((n) => fold(n).includes(q)))
  );
};

/** Country and dates: destinations searched by any of their three names, the start and (purposes 1, 3) the end. */
export function CountriesStep({ initial, snapshot, onSubmit }: StepProps<TravelSnapshot, 'countries'>) {
  const intl = useIntl();
  const lang = useLang();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, isLoading, isError, refetch } = useGetTravelReferenceQuery();
  const [query, setQuery] = useState('');
  const withEnd = snapshot.trip ? usesEndDate(snapshot.trip) : true;
  const schema = useMemo(() => schemaFor(withEnd), [withEnd]);
  if (isLoading) return <Skeleton lines={4} />;
  if (isError || !data)
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="travel.reference.failed" />
        </p>
        <Button type="button" variant="secondary" onClick={() => refetch()}>
          <FormattedMessage id="travel.retry" />
        </Button>
      </div>
    );
  const all = data.response.country;
  const byCode = new Map(all.map((c) => [c.code, c]));
  return (
    <KitStepForm<CountriesValues>
      initialValues={{
        countries: [],
        beginDate: daysFromToday(1),
        endDate: '',
        ...initial,
      }}
      schema={schema}
      label={t('travel.step.countries')}
      onSubmit={(values) =>
        onSubmit({
          ...values,
          endDate: withEnd ? values.endDate : '',
          labels: values.countries.map((code) => (byCode.has(code) ? nameIn(byCode.get(code)!, lang) : code)),
        })
      }
    >
      {(form) => {
        const chosen = form.values.countries;
        const found = all.filter((c) => !chosen.includes(c.code) && matchesCountry(c, query)).slice(0, 8);
        const countryError = form.submitCount > 0 ? form.errors.countries : undefined;
        return (
          <>
            <TextField
              id="field-country-search"
              name="countrySearch"
              type="search"
              autoComplete="off"
              label={t('travel.countries.search')}
              hint={t('travel.countries.search.hint')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              error={typeof countryError === 'string' ? t(countryError) : undefined}
            />
            {found.length > 0 ? (
              <ul className="travel-country-results" aria-label={t('travel.countries.found')}>
                {found.map((c) => (
                  <li key={c.code}>
                    <Button
                      type="button"
                      variant="secondary"
                      onClick={() => {
                        form.setFieldValue('countries', [...chosen, c.code]);
                        setQuery('');
                      }}
                    >
                      {nameIn(c, lang)}
                      {c.shengen ? ` · ${t('travel.schengen')}` : ''}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            <ul className="travel-chosen" aria-label={t('travel.countries.chosen')}>
              {chosen.map((code) => {
                const c = byCode.get(code);
                const name = c ? nameIn(c, lang) : code;
                return (
                  <li key={code}>
                    <span>
                      {name}
                      {c?.shengen ? ` · ${t('travel.schengen')}` : ''}
                    </span>{' '}
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      aria-label={intl.formatMessage({ id: 'travel.countries.remove' }, { name })}
                      onClick={() =>
                        form.setFieldValue(
                          'countries',
                          chosen.filter((x) => x !== code),
                        )
                      }
                    >
                      ×
                    </Button>
                  </li>
                );
              })}
            </ul>
            <FormDateField name="beginDate" label={t('travel.beginDate')} required />
            {withEnd ? <FormDateField name="endDate" label={t('travel.endDate')} required /> : null}
          </>
        );
      }}
    </KitStepForm>
  );
}
