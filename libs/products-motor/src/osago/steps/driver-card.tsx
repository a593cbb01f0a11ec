import { useEffect, useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@polis/ui';
import { apiErrorMessageId, isApiError, rateLimitOf } from '@polis/api-client';
import { useCheckDriverMutation } from '../api/osago-api';
import { DEGREES, type Driver } from '../model/osago-state';
import { FormDateField, FormSelect, isoDate } from '@polis/wizard-core';
import { KitError, PersonFields, SamePerson } from '@polis/product-kit';
import type { ListCardProps, PersonValues } from '@polis/product-kit';
import { DocumentFields } from '../../form/document-fields';

/** One named driver: kinship, passport + birthday looked up, licence found or typed; driver 1 may be the owner. */
export function DriverCard({ index, prefix, remove, error, setError }: ListCardProps) {
  const intl = useIntl();
  const form = useFormikContext<{ drivers: Driver[] }>();
  const driver = form.values.drivers[index];
  const [checkDriver, { isLoading }] = useCheckDriverMutation();
  const [note, setNote] = useState<string | null>(null);
  const path = (field: keyof Driver) => `${prefix}${field}`;
  const set = (field: keyof Driver, value: string | boolean) => form.setFieldValue(path(field), value, false);
  // Spec 000 section 5: editing a driver clears that driver's error (not on the first render, which shows it).
  const identity = `${driver.passportSery}|${driver.passportNumber}|${driver.birthday}|${driver.licenseSeria}|${driver.licenseNumber}|${driver.licenseIssueDate}`;
  const shown = useRef(identity);
  useEffect(() => {
    if (shown.current === identity) return;
    shown.current = identity;
    setError(null);
  }, [identity, setError]);
  const ready =
    /^[A-Z]{2}$/.test(driver.passportSery) &&
    /^\d{7}$/.test(driver.passportNumber) &&
    isoDate(driver.birthday);

  const check = async ({ passportSery: seria, passportNumber: number, birthday }: PersonValues = driver) => {
    setError(null);
    setNote(null);
    const result = await checkDriver({ seria, number, birthday });
    if ('data' in result && result.data) {
      const d = result.data;
      set('name', d.full_name);
      set('pinfl', d.pinfl);
      set('licenseSeria', d.licenseSeria);
      set('licenseNumber', d.licenseNumber);
      set('licenseIssueDate', d.licenseIssueDate);
      set('manualLicense', false);
      return;
    }
    const e = 'error' in result ? result.error : undefined;
    if (isApiError(e) && e.code === 2) {
      // Spec 000 section 8: error 2 asks for the licence to be typed by hand; the person was found.
      const data = (e.data ?? {}) as { full_name?: string; pinfl?: string };
      set('name', data.full_name ?? '');
      set('pinfl', data.pinfl ?? '');
      set('manualLicense', true);
      setNote('osago.driver.typeLicenceManually');
      return;
    }
    set('name', '');
    setError(
      isApiError(e) && e.code === 1
        ? 'osago.error.datas_not_found'
        : isApiError(e) && typeof e.status === 'number' && e.status < 500 && !rateLimitOf(e)
          ? 'osago.error.driving_license_inf_not_found'
          : apiErrorMessageId(e),
    );
  };

  const title = intl.formatMessage({ id: 'osago.driver.title' }, { n: index + 1 });
  return (
    <fieldset className="kit-group osago-group">
      <legend>{title}</legend>
      {index === 0 ? (
        <SamePerson
          name={path('ownerDrives')}
          label={intl.formatMessage({ id: 'osago.driver.ownerDrives' })}
          prefix={prefix}
          also={{ degree: '0' }}
          clear={['name', 'pinfl', 'licenseSeria', 'licenseNumber', 'licenseIssueDate']}
          onCopy={(owner) => check(owner)}
        />
      ) : null}
      <FormSelect
        name={path('degree')}
        label={intl.formatMessage({ id: 'osago.driver.degree' })}
        options={DEGREES.map((d) => ({ value: d, label: intl.formatMessage({ id: `osago.degree.${d}` }) }))}
      />
      <PersonFields prefix={prefix} />
      <Button type="button" variant="secondary" onClick={() => check()} loading={isLoading} disabled={!ready}>
        <FormattedMessage id="osago.driver.check" />
      </Button>
      {driver.name ? (
        <p className="osago-found" role="status">
          <FormattedMessage id="osago.driver.found" values={{ name: driver.name }} />
        </p>
      ) : null}
      {note ? (
        <p className="osago-muted" role="status">
          <FormattedMessage id={note} />
        </p>
      ) : null}
      {driver.manualLicense ? (
        <>
          <DocumentFields
            series={path('licenseSeria')}
            number={path('licenseNumber')}
            seriesLabel={intl.formatMessage({ id: 'osago.driver.licenseSeria' })}
            numberLabel={intl.formatMessage({ id: 'osago.driver.licenseNumber' })}
          />
          <FormDateField
            name={path('licenseIssueDate')}
            label={intl.formatMessage({ id: 'osago.driver.licenseIssueDate' })}
            required
          />
        </>
      ) : driver.licenseNumber ? (
        <p className="osago-muted">
          <FormattedMessage
            id="osago.driver.licence"
            values={{
              licence: `${driver.licenseSeria} ${driver.licenseNumber}`,
              date: driver.licenseIssueDate,
            }}
          />
        </p>
      ) : null}
      <KitError id={error} />
      {remove}
    </fieldset>
  );
}
