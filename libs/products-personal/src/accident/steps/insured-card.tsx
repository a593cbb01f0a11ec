import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '@polis/i18n';
import { PersonFields } from '@polis/product-kit';
import { Button } from '@polis/ui';
import { FormDateField, FormSelect, FormTextField } from '@polis/wizard-core';
import type { AudiencePreset } from '../model/accident-audience';
import { countryOptions } from '../model/countries';

export interface InsuredCardProps {
  readonly index: number;
  readonly preset: AudiencePreset;
  readonly error: string | null;
  readonly onRemove: (() => void) | null;
}

/** One insured person: a resident's passport and birthday, or a foreigner's passport, Latin names and country. */
export function InsuredCard({ index, preset, error, onRemove }: InsuredCardProps) {
  const intl = useIntl();
  const lang = useLang();
  const t = (id: string) => intl.formatMessage({ id });
  const prefix = `persons.${index}.`;
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const legend =
    preset.vehicle && index === 0
      ? t('accident.person.driver')
      : intl.formatMessage(
          { id: preset.vehicle ? 'accident.person.passenger' : 'accident.person.title' },
          { n: index + 1 },
        );
  return (
    <fieldset className="kit-group">
      <legend>{legend}</legend>
      {preset.foreign ? (
        <>
          <FormTextField
            name={`${prefix}foreignPassport`}
            label={t('accident.person.foreignPassport')}
            hint={t('accident.person.foreignPassport.hint')}
            autoComplete="off"
            required
          />
          <div className="kit-row">
            <FormTextField
              name={`${prefix}lastName`}
              label={t('accident.person.lastName')}
              hint={t('accident.latin.hint')}
              autoComplete="off"
              required
            />
            <FormTextField
              name={`${prefix}firstName`}
              label={t('accident.person.firstName')}
              hint={t('accident.latin.hint')}
              autoComplete="off"
              required
            />
          </div>
          <FormSelect
            name={`${prefix}citizenship`}
            label={t('accident.person.citizenship')}
            placeholder={t('accident.person.citizenship.choose')}
            options={countries}
            required
          />
          <FormDateField name={`${prefix}birthday`} label={t('kit.person.birthday')} required />
        </>
      ) : (
        <PersonFields prefix={prefix} />
      )}
      {error ? (
        <p className="kit-error" role="alert">
          <FormattedMessage id={error} />
        </p>
      ) : null}
      {onRemove ? (
        <Button type="button" variant="secondary" onClick={onRemove}>
          <FormattedMessage id="accident.person.remove" values={{ n: index + 1 }} />
        </Button>
      ) : null}
    </fieldset>
  );
}
