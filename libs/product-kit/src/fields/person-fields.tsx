import { useIntl } from 'react-intl';
import { FormDateField, FormMaskedField, FormPhoneField } from '@polis/wizard-core';
import { SavedPersonSlot } from './saved-slots';

export interface PersonFieldsProps {
  /** Formik path prefix, e.g. `insureds.0.` for a person in a list. */
  readonly prefix?: string;
  /** Ask the phone too (an applicant). */
  readonly phone?: boolean;
  /** Ask the PINFL too (kids: the registry checks the parent by passport, birthday and PINFL). */
  readonly pinfl?: boolean;
}

/**
 * A person as the registries find them: passport series and number and the birthday (names come from
 * the registry, never typed); the PINFL and the applicant's phone when asked. Values: passportSery,
 * passportNumber, birthday, pinfl, phone. A logged-in customer fills them from a saved person.
 */
export function PersonFields({ prefix = '', phone = false, pinfl = false }: PersonFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <SavedPersonSlot prefix={prefix} phone={phone} pinfl={pinfl} />
      <div className="kit-row">
        <FormMaskedField
          name={`${prefix}passportSery`}
          mask="AA"
          uppercase
          label={t('kit.person.passportSeries')}
          autoComplete="off"
          required
        />
        <FormMaskedField
          name={`${prefix}passportNumber`}
          mask="#######"
          inputMode="numeric"
          label={t('kit.person.passportNumber')}
          autoComplete="off"
          required
        />
      </div>
      <FormDateField name={`${prefix}birthday`} label={t('kit.person.birthday')} required />
      {pinfl ? (
        <FormMaskedField
          name={`${prefix}pinfl`}
          mask="##############"
          inputMode="numeric"
          label={t('kit.person.pinfl')}
          hint={t('kit.person.pinfl.hint')}
          autoComplete="off"
          required
        />
      ) : null}
      {phone ? <FormPhoneField name={`${prefix}phone`} label={t('kit.person.phone')} required /> : null}
    </>
  );
}
