import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormikContext } from 'formik';
import type { Organization } from '@polis/api-contract';
import { Button } from '@polis/ui';
import { FormTextField } from '@polis/wizard-core';
import { useLazyFindCompanyQuery } from './company-api';
import { companyTitle } from './company-values';

export interface CompanyByInnValues {
  inn: string;
  company: Organization | null;
}

export interface CompanyByInnProps {
  /** Called with the company found (a form may prefill its region from it). */
  readonly onFound?: (company: Organization) => void;
  /** Field id prefix when two forms of a page share the names. */
  readonly idPrefix?: string;
}

/**
 * The company by its INN: nine digits, "Find", then the registry's record as read-only facts. A failed
 * look-up (not in the tax registry) says `maybe-data-is-incorrect` and leaves `company` empty.
 */
export function CompanyByInn({ onFound, idPrefix = 'field' }: CompanyByInnProps) {
  const intl = useIntl();
  const form = useFormikContext<CompanyByInnValues>();
  const [find, { isFetching }] = useLazyFindCompanyQuery();
  const [failed, setFailed] = useState(false);
  const { inn, company } = form.values;

  const lookUp = async () => {
    await form.setFieldTouched('inn', true, true);
    if (!/^\d{9}$/.test(inn)) return;
    const result = await find(inn, true);
    if (result.data) {
      setFailed(false);
      await form.setFieldValue('company', result.data, true);
      onFound?.(result.data);
    } else {
      setFailed(true);
      await form.setFieldValue('company', null, false);
    }
  };

  return (
    <div className="business-company">
      <div className="business-company__search">
        <FormTextField
          name="inn"
          id={`${idPrefix}-inn`}
          label={intl.formatMessage({ id: 'business.company.inn' })}
          hint={intl.formatMessage({ id: 'business.company.inn.hint' })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          required
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void lookUp();
            }
          }}
          onInput={() => {
            if (company) void form.setFieldValue('company', null, false);
            setFailed(false);
          }}
        />
        <Button type="button" variant="secondary" loading={isFetching} onClick={() => void lookUp()}>
          <FormattedMessage id="business.company.find" />
        </Button>
      </div>
      {failed ? (
        <p role="alert" className="business-company__error">
          <FormattedMessage id="business.company.maybeDataIsIncorrect" />
        </p>
      ) : null}
      {!company && !failed && form.submitCount > 0 && typeof form.errors.company === 'string' ? (
        <p role="alert" className="business-company__error">
          <FormattedMessage id={form.errors.company} />
        </p>
      ) : null}
      {company ? (
        <dl
          className="business-company__facts"
          aria-label={intl.formatMessage({ id: 'business.company.found' })}
        >
          <dt>
            <FormattedMessage id="business.company.name" />
          </dt>
          <dd>{companyTitle(company)}</dd>
          <dt>
            <FormattedMessage id="business.company.director" />
          </dt>
          <dd>{company.direktor}</dd>
          <dt>
            <FormattedMessage id="business.company.address" />
          </dt>
          <dd>{company.manzil}</dd>
          <dt>
            <FormattedMessage id="business.company.bank" />
          </dt>
          <dd>
            {company.bank} · <FormattedMessage id="business.company.mfo" /> {company.mfo} ·{' '}
            <FormattedMessage id="business.company.account" /> {company.schet}
          </dd>
          <dt>
            <FormattedMessage id="business.company.oked" />
          </dt>
          <dd>{company.oked}</dd>
        </dl>
      ) : null}
    </div>
  );
}
