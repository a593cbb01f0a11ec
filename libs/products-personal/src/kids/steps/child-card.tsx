import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@polis/ui';
import { FormDateField, FormMaskedField, FormRadioGroup, FormTextField } from '@polis/wizard-core';

export interface ChildCardProps {
  readonly index: number;
  readonly onRemove: (() => void) | null;
}

/** One child as in the birth certificate. */
export function ChildCard({ index, onRemove }: ChildCardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const prefix = `children.${index}.`;
  return (
    <fieldset className="kit-group">
      <legend>{intl.formatMessage({ id: 'kids.child.title' }, { n: index + 1 })}</legend>
      <div className="kit-row">
        <FormTextField
          name={`${prefix}certificateSeria`}
          label={t('kids.certificate.seriaLabel')}
          autoComplete="off"
          required
        />
        <FormMaskedField
          name={`${prefix}certificateNumber`}
          mask="#######"
          inputMode="numeric"
          label={t('kids.certificate.numberLabel')}
          autoComplete="off"
          required
        />
      </div>
      <FormTextField
        name={`${prefix}lastName`}
        label={t('kids.child.lastName')}
        autoComplete="off"
        required
      />
      <FormTextField name={`${prefix}name`} label={t('kids.child.name')} autoComplete="off" required />
      <FormTextField
        name={`${prefix}middleName`}
        label={t('kids.child.middleName')}
        autoComplete="off"
        required
      />
      <FormDateField name={`${prefix}birthday`} label={t('kit.person.birthday')} required />
      <FormRadioGroup
        name={`${prefix}gender`}
        legend={t('kids.child.gender')}
        appearance="inline"
        options={[
          { value: 'm', label: t('kids.child.boy') },
          { value: 'f', label: t('kids.child.girl') },
        ]}
      />
      {onRemove ? (
        <Button type="button" variant="secondary" onClick={onRemove}>
          <FormattedMessage id="kids.child.remove" values={{ n: index + 1 }} />
        </Button>
      ) : null}
    </fieldset>
  );
}
