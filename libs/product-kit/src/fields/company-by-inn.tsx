import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormikContext } from 'formik';
import { apiErrorMessageId, isApiError, rateLimitOf } from '@polis/api-client';
import { useHydrated } from '@polis/i18n';
import type { Organization } from '@polis/api-contract';
import { Button, TextField } from '@polis/ui';
import { useStepField } from '@polis/wizard-core';
import { useLazyFindCompanyQuery, type CompanyCall } from './company-api';
import { companyTitle, type CompanyByInnValues } from './company.schema';

/** What a look-up gives: the company, or the message id to show beside the INN. */
export type CompanyLookup = { readonly company: Organization } | { readonly errorId: string };

/**
 * The registry look-up of a company by INN, for a step that looks up when it is submitted (job loss): the
 * record, else `notFoundId` (not in the registry) or the transport's own message (no connection, time-out,
 * too many look-ups from this connection).
 */
export function useCompanyLookup(call: CompanyCall = 'v3', notFoundId = 'kit.company.maybeDataIsIncorrect') {
  const [find, { isFetching }] = useLazyFindCompanyQuery();
  const lookUp = async (inn: string): Promise<CompanyLookup> => {
    const result = await find({ inn, call }, true);
    if (result.data) return { company: result.data };
    const e = result.error;
    if (rateLimitOf(e)) return { errorId: apiErrorMessageId(e) };
    return { errorId: !isApiError(e) || typeof e.status === 'number' ? notFoundId : apiErrorMessageId(e) };
  };
  return [lookUp, isFetching] as const;
}

export interface CompanyFactsProps {
  readonly company: Organization;
  /** Accessible name of the list (`kit.company.found` by default). */
  readonly label?: string;
}

/** The registry's record as read-only facts: name, director, address, bank, OKED. */
export function CompanyFacts({ company, label }: CompanyFactsProps) {
  const intl = useIntl();
  return (
    <dl className="kit-company__facts" aria-label={label ?? intl.formatMessage({ id: 'kit.company.found' })}>
      <dt>
        <FormattedMessage id="kit.company.name" />
      </dt>
      <dd>{companyTitle(company)}</dd>
      <dt>
        <FormattedMessage id="kit.company.director" />
      </dt>
      <dd>{company.direktor}</dd>
      <dt>
        <FormattedMessage id="kit.company.address" />
      </dt>
      <dd>{company.manzil}</dd>
      <dt>
        <FormattedMessage id="kit.company.bank" />
      </dt>
      <dd>
        {company.bank} · <FormattedMessage id="kit.company.mfo" /> {company.mfo} ·{' '}
        <FormattedMessage id="kit.company.account" /> {company.schet}
      </dd>
      <dt>
        <FormattedMessage id="kit.company.oked" />
      </dt>
      <dd>{company.oked}</dd>
    </dl>
  );
}

export interface CompanyByInnProps {
  /** Called with the company found (a form may prefill its region from it). */
  readonly onFound?: (company: Organization) => void;
  /** Field id prefix when two forms of a page share the names. */
  readonly idPrefix?: string;
  /** The registry call of the product (spec): OSGOR's `v3` by default. */
  readonly call?: CompanyCall;
  /** Label of the INN field (`kit.company.inn` by default). */
  readonly label?: string;
}

/**
 * Company by INN, a field group of a Formik form with `CompanyByInnValues` (`companyByInnSchema`): nine
 * digits, "Find" (or Enter), then the registry's record as read-only facts. A failed look-up is said beside
 * the INN (`maybe-data-is-incorrect`, or "no connection") and leaves `company` empty; a form submitted before
 * the look-up asks for it below the search.
 */
export function CompanyByInn({ onFound, idPrefix = 'field', call = 'v3', label }: CompanyByInnProps) {
  const intl = useIntl();
  const form = useFormikContext<CompanyByInnValues>();
  const hydrated = useHydrated();
  const [lookUp, isFetching] = useCompanyLookup(call);
  const [failed, setFailed] = useState<string | null>(null);
  const { error, ...inn } = useStepField('inn');
  const { company } = form.values;
  const pending = !company && !failed && form.submitCount > 0 && typeof form.errors.company === 'string';

  const find = async () => {
    await form.setFieldTouched('inn', true, true);
    if (!/^\d{9}$/.test(form.values.inn)) return;
    const found = await lookUp(form.values.inn);
    if ('company' in found) {
      setFailed(null);
      await form.setFieldValue('company', found.company, true);
      onFound?.(found.company);
    } else {
      setFailed(found.errorId);
      await form.setFieldValue('company', null, false);
    }
  };

  return (
    <div className="kit-company">
      <div className="kit-company__search">
        <TextField
          {...inn}
          id={`${idPrefix}-inn`}
          label={label ?? intl.formatMessage({ id: 'kit.company.inn' })}
          hint={intl.formatMessage({ id: 'kit.company.inn.hint' })}
          error={error ?? (failed ? intl.formatMessage({ id: failed }) : undefined)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          required
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void find();
            }
          }}
          onInput={() => {
            if (company) void form.setFieldValue('company', null, false);
            setFailed(null);
          }}
        />
        {/* On a prerendered page the button waits for the app: a press before it would do nothing. */}
        <Button
          type="button"
          variant="secondary"
          loading={isFetching}
          disabled={!hydrated}
          onClick={() => void find()}
        >
          <FormattedMessage id="kit.company.find" />
        </Button>
      </div>
      {pending ? (
        <p role="alert" className="kit-company__error">
          <FormattedMessage id={form.errors.company as string} />
        </p>
      ) : null}
      {company ? <CompanyFacts company={company} /> : null}
    </div>
  );
}
