import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DMS_CATEGORIES, type DmsCategory, type DmsPlaceQuery } from '@polis/api-contract';
import { combineMessageSources, LocalizedLink, ScopedMessages, useLang, nameIn } from '@polis/i18n';
import { PageMeta } from '@polis/shell';
import { LoadingPage, RadioGroup, Select, Skeleton, TextField } from '@polis/ui';
import { wizardMessages } from '@polis/wizard-core';
import { businessMessages } from '../business-messages';
import { useGetRegionsQuery } from '../company/company-api';
import { useGetDmsPlacesQuery, type DmsPlaceKind } from './dms-api';

const load = combineMessageSources(wizardMessages, businessMessages);

/** `for-business/dms/clinics`: partner clinics and pharmacies, searchable by name, filtered by category and region. */
export function ClinicsPage() {
  return (
    <ScopedMessages load={load} fallback={<LoadingPage />}>
      <Clinics />
    </ScopedMessages>
  );
}

function Clinics() {
  const intl = useIntl();
  const lang = useLang();
  const t = (id: string) => intl.formatMessage({ id });
  const [kind, setKind] = useState<DmsPlaceKind>('hospitals');
  const [category, setCategory] = useState('');
  const [region, setRegion] = useState('');
  const [name, setName] = useState('');
  const regions = useGetRegionsQuery().data?.regions ?? [];
  const query: DmsPlaceQuery = {
    ...(category ? { category: category as DmsCategory } : {}),
    ...(region ? { region_id: Number(region) } : {}),
    ...(name.trim() ? { name: name.trim() } : {}),
  };
  const { data, isFetching } = useGetDmsPlacesQuery({ kind, query });
  return (
    <div className="site-container site-page business-page">
      <PageMeta title={t('dms.clinics.title')} description={t('dms.clinics.lead')} />
      <p className="business-page__back">
        <LocalizedLink to="for-business/dms">{t('shell.product.business-dms')}</LocalizedLink>
      </p>
      <h1 className="site-page__title">{t('dms.clinics.title')}</h1>
      <p className="site-page__lead">{t('dms.clinics.lead')}</p>
      <section className="site-section" aria-label={t('dms.clinics.categories')}>
        <ul>
          {DMS_CATEGORIES.map((c) => (
            <li key={c}>
              <strong>{c}</strong>: {t(`dms.category.${c}`)}
            </li>
          ))}
        </ul>
      </section>
      <form className="business-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <RadioGroup
          name="kind"
          legend={t('dms.clinics.kind')}
          appearance="inline"
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as DmsPlaceKind)}
          options={[
            { value: 'hospitals', label: t('dms.clinics.hospitals') },
            { value: 'pharmacy', label: t('dms.clinics.pharmacies') },
          ]}
        />
        <Select
          id="dms-category"
          label={t('dms.clinics.category')}
          placeholder={t('dms.clinics.any')}
          value={category}
          onChange={(e) => setCategory(e.currentTarget.value)}
          options={DMS_CATEGORIES.map((c) => ({ value: c, label: c }))}
        />
        <Select
          id="dms-region"
          label={t('dms.clinics.region')}
          placeholder={t('dms.clinics.any')}
          value={region}
          onChange={(e) => setRegion(e.currentTarget.value)}
          options={regions.map((r) => ({
            value: String(r.id),
            label: lang === 'ru' ? r.name_ru : lang === 'en' ? r.name_en : r.name_uz,
          }))}
        />
        <TextField
          id="dms-name"
          type="search"
          label={t('dms.clinics.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
      </form>
      {!data ? (
        <Skeleton lines={4} />
      ) : (
        <section aria-busy={isFetching} aria-label={t('dms.clinics.results')}>
          <p role="status">
            <FormattedMessage id="dms.clinics.found" values={{ count: data.length }} />
          </p>
          <ul className="business-places">
            {data.map((p) => (
              <li key={p.id} className="business-place">
                <h2>{p.name}</h2>
                <p>
                  {p.category} · {nameIn(p.city, lang)}, {nameIn(p.address, lang)}
                </p>
                <p>
                  <a href={`tel:${p.phone.replace(/\s/g, '')}`}>{p.phone}</a>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
