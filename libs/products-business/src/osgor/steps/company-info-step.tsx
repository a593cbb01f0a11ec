import { useIntl } from 'react-intl';
import { useLang } from '@polis/i18n';
import { CompanyByInn, KitStepForm } from '@polis/product-kit';
import { Select, Skeleton } from '@polis/ui';
import { FormPhoneField, FormSelect, useStepField, type StepProps } from '@polis/wizard-core';
import { useGetRegionsQuery } from '../../company/company-api';
import { districtsOf, firstDistrictOf } from '../../company/districts';
import type { CompanyInfo, OsgorSnapshot } from '../model/osgor-state';
import { companyInfoSchema } from './company-info.schema';

const BLANK: CompanyInfo = { inn: '', company: null, phone: '', regionId: '', districtId: '' };

/** company_info: the company by INN, a contact phone, the region (from the registry) and its district. */
export function CompanyInfoStep({ initial, onSubmit }: StepProps<OsgorSnapshot, 'company_info'>) {
  const intl = useIntl();
  const lang = useLang();
  const t = (id: string) => intl.formatMessage({ id });
  const { data } = useGetRegionsQuery();
  if (!data) return <Skeleton lines={4} />;
  const nameOf = (x: { name_uz: string; name_ru: string; name_en: string }) =>
    lang === 'ru' ? x.name_ru : lang === 'en' ? x.name_en : x.name_uz;
  return (
    <KitStepForm<CompanyInfo>
      initialValues={{ ...BLANK, ...initial }}
      schema={companyInfoSchema}
      label={t('osgor.step.company_info')}
      onSubmit={(values) => onSubmit(values)}
    >
      {(form) => {
        const chooseRegion = (regionId: string) => {
          void form.setFieldValue('regionId', regionId);
          void form.setFieldValue('districtId', firstDistrictOf(Number(regionId), data.districts));
        };
        return (
          <>
            <CompanyByInn
              onFound={(company) => {
                if (data.regions.some((r) => r.id === company.region_id))
                  chooseRegion(String(company.region_id));
              }}
            />
            <FormPhoneField name="phone" label={t('osgor.phone')} required />
            <RegionSelect
              label={t('osgor.region')}
              placeholder={t('osgor.choose')}
              options={data.regions.map((r) => ({ value: String(r.id), label: nameOf(r) }))}
              onChoose={chooseRegion}
            />
            <FormSelect
              name="districtId"
              label={t('osgor.district')}
              placeholder={t('osgor.choose')}
              required
              options={districtsOf(Number(form.values.regionId), data.districts).map((d) => ({
                value: String(d.id),
                label: nameOf(d),
              }))}
            />
          </>
        );
      }}
    </KitStepForm>
  );
}

interface RegionSelectProps {
  readonly label: string;
  readonly placeholder: string;
  readonly options: readonly { value: string; label: string }[];
  readonly onChoose: (regionId: string) => void;
}

/** The region: choosing one also resets the district (spec 000 section 4). */
function RegionSelect({ label, placeholder, options, onChoose }: RegionSelectProps) {
  const field = useStepField('regionId');
  return (
    <Select
      {...field}
      label={label}
      placeholder={placeholder}
      options={options}
      required
      onChange={(event) => onChoose(event.currentTarget.value)}
    />
  );
}
