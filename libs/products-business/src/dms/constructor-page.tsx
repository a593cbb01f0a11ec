import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DmsCalculationResponse, DmsSubmitResponse } from '@polis/api-contract';
import { isApiError } from '@polis/api-client';
import { combineMessageSources, LocalizedLink, ScopedMessages, useLang } from '@polis/i18n';
import { PageMeta } from '@polis/shell';
import { Button, Checkbox, LoadingPage, Price, RadioGroup, Skeleton, TextField } from '@polis/ui';
import { displayPhone, FormPhoneField, FormTextField, StepForm, wizardMessages } from '@polis/wizard-core';
import { businessMessages } from '../business-messages';
import { newIdempotencyKey } from '@polis/api-client';
import { CompanyByInn, companyTitle, kitMessages } from '@polis/product-kit';
import { SendButton } from '../company/business-fields';
import { formatPayroll, payrollDigits } from '../company/payroll';
import {
  blankDmsApplication,
  calculationBody,
  dmsApplicationSchema,
  employeesError,
  extraError,
  initialChoice,
  limitOf,
  sharesOf,
  submitBody,
  type ConstructorChoice,
  type DmsApplicationValues,
  type DmsConstructorData,
} from './constructor-model';
import {
  useCalculateDmsMutation,
  useGetDmsConstructorQuery,
  useSubmitDmsMutation,
} from './dms-constructor-api';
import './dms-constructor.css';

const load = combineMessageSources(wizardMessages, kitMessages, businessMessages);

/**
 * `for-business/dms`: the DMS constructor. The limit per employee shared over the default coverages, the
 * hospital category, the additional coverages; the server's price; then the company's application and what
 * happens next.
 */
export function DmsConstructorPage() {
  return (
    <ScopedMessages load={load} fallback={<LoadingPage />}>
      <DmsConstructor />
    </ScopedMessages>
  );
}

function Section({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="site-section dms-section" aria-labelledby={id}>
      <h2 id={id} className="site-section__title">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function DmsConstructor() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, isError, refetch } = useGetDmsConstructorQuery();
  return (
    <div className="site-container site-page business-page dms-constructor">
      <PageMeta title={t('dms.constructor.title')} description={t('dms.constructor.lead')} />
      <p className="business-page__back">
        <LocalizedLink to="for-business">{t('business.backToAll')}</LocalizedLink>
      </p>
      <h1 className="site-page__title">{t('dms.constructor.title')}</h1>
      <p className="site-page__lead">{t('dms.constructor.lead')}</p>
      <p>
        <LocalizedLink to="for-business/dms/clinics">{t('dms.constructor.clinicsLink')}</LocalizedLink>
      </p>
      {data ? (
        <Constructor data={data} />
      ) : isError ? (
        <div role="alert">
          <p>{t('dms.constructor.loadFailed')}</p>
          <Button type="button" variant="secondary" onClick={() => void refetch()}>
            {t('dms.constructor.retry')}
          </Button>
        </div>
      ) : (
        <Skeleton lines={6} />
      )}
    </div>
  );
}

function Constructor({ data }: { data: DmsConstructorData }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [choice, setChoice] = useState<ConstructorChoice>(() => initialChoice(data));
  const [checked, setChecked] = useState(false);
  const [calculation, setCalculation] = useState<DmsCalculationResponse | null>(null);
  const [calcFailed, setCalcFailed] = useState<string | null>(null);
  const [calculate, { isLoading }] = useCalculateDmsMutation();

  const change = (next: Partial<ConstructorChoice>) => {
    setChoice((c) => ({ ...c, ...next }));
    setCalculation(null);
    setCalcFailed(null);
  };
  const limit = limitOf(choice.limit, data);
  const limitValue = typeof limit === 'number' ? limit : null;
  const shares = sharesOf(limitValue, data);
  const employeesIssue = employeesError(choice.employees, data);
  const extraIssues = Object.fromEntries(
    data.additional_coverages
      .filter((c) => choice.extras[c.id]?.checked)
      .map((c) => [c.id, extraError(c, choice.extras[c.id].value)]),
  );
  const valid =
    limitValue !== null && employeesIssue === null && Object.values(extraIssues).every((e) => e === null);

  const onCalculate = async () => {
    setChecked(true);
    if (!valid) return;
    setCalcFailed(null);
    const result = await calculate(calculationBody(choice, data));
    if (result.data) setCalculation(result.data);
    else
      setCalcFailed(
        isApiError(result.error) && result.error.status === 429
          ? 'business.form.rateLimited'
          : 'dms.constructor.calcFailed',
      );
  };
  const bounds = {
    min: formatPayroll(String(data.min_limit)),
    max: formatPayroll(String(data.max_limit)),
    maxEmployees: formatPayroll(String(data.max_employees)),
  };
  const showError = (id: string | null | undefined) => (checked && id ? t(id, bounds) : undefined);

  return (
    <>
      <Section heading={t('dms.constructor.limit.heading')}>
        <TextField
          id="dms-limit"
          label={t('dms.constructor.limit')}
          hint={t('dms.constructor.limit.hint', bounds)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          value={choice.limit}
          onChange={(e) => change({ limit: formatPayroll(e.currentTarget.value) })}
          error={showError(typeof limit === 'number' ? null : limit.error)}
          required
        />
        <input
          type="range"
          className="dms-constructor__slider"
          aria-label={t('dms.constructor.limit.slider')}
          min={data.min_limit}
          max={data.max_limit}
          step={data.step}
          value={limitValue ?? data.base_limit}
          onChange={(e) => change({ limit: formatPayroll(e.currentTarget.value) })}
        />
        <table className="dms-constructor__shares">
          <caption>{t('dms.constructor.shares')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dms.constructor.coverage')}</th>
              <th scope="col">{t('dms.constructor.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {data.default_coverages.map((c, i) => (
              <tr key={c.id}>
                <th scope="row">{t(`dms.coverage.${c.key}`)}</th>
                <td>
                  <Price amount={shares[i]} size="sm" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section heading={t('dms.constructor.category.heading')}>
        <RadioGroup
          name="hospital_category"
          legend={t('dms.constructor.category')}
          appearance="cards"
          value={choice.category}
          onChange={(e) => change({ category: e.currentTarget.value as ConstructorChoice['category'] })}
          options={data.hospital_categories.map((c) => ({
            value: c,
            label: c,
            hint: t(`dms.category.${c}`),
          }))}
        />
      </Section>

      <Section heading={t('dms.constructor.extras.heading')}>
        <ul className="dms-constructor__extras">
          {data.additional_coverages.map((c) => {
            const extra = choice.extras[c.id];
            const name = t(`dms.coverage.${c.key}`);
            const unit = c.is_travel ? 'days' : 'uzs';
            const range = {
              min: c.is_travel ? c.min_coverage : formatPayroll(String(c.min_coverage)),
              max: c.is_travel ? c.max_coverage : formatPayroll(String(c.max_coverage)),
            };
            return (
              <li key={c.id} className="dms-constructor__extra">
                <Checkbox
                  label={name}
                  checked={extra.checked}
                  onChange={(e) =>
                    change({
                      extras: { ...choice.extras, [c.id]: { ...extra, checked: e.currentTarget.checked } },
                    })
                  }
                />
                {extra.checked ? (
                  <TextField
                    label={t(`dms.constructor.extra.${unit}`, { name })}
                    hint={t(`dms.constructor.extra.${unit}.hint`, range)}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={c.is_travel ? 3 : 11}
                    value={extra.value}
                    onChange={(e) => {
                      const typed = e.currentTarget.value;
                      const value = c.is_travel ? payrollDigits(typed) : formatPayroll(typed);
                      change({ extras: { ...choice.extras, [c.id]: { ...extra, value } } });
                    }}
                    error={checked && extraIssues[c.id] ? t(extraIssues[c.id] as string, range) : undefined}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      </Section>

      <Section heading={t('dms.constructor.price.heading')}>
        <TextField
          id="dms-employees"
          label={t('dms.constructor.employees')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          value={choice.employees}
          onChange={(e) => change({ employees: payrollDigits(e.currentTarget.value) })}
          error={showError(employeesIssue)}
          required
        />
        {calcFailed ? (
          <p role="alert">
            <FormattedMessage id={calcFailed} />
          </p>
        ) : null}
        <Button type="button" loading={isLoading} onClick={() => void onCalculate()}>
          {t('dms.constructor.calculate')}
        </Button>
        {calculation ? <PriceSummary calculation={calculation} /> : null}
      </Section>

      {calculation ? (
        <Section heading={t('dms.constructor.apply.heading')}>
          <DmsApplication data={data} calculation={calculation} />
        </Section>
      ) : null}
    </>
  );
}

function PriceSummary({ calculation }: { calculation: DmsCalculationResponse }) {
  const intl = useIntl();
  return (
    <dl
      className="dms-constructor__price"
      aria-label={intl.formatMessage({ id: 'dms.constructor.price' })}
      aria-live="polite"
    >
      <dt>
        <FormattedMessage id="dms.constructor.perEmployee" />
      </dt>
      <dd>
        <Price amount={calculation.price_per_employee} size="lg" />
      </dd>
      <dt>
        <FormattedMessage
          id="dms.constructor.forCompany"
          values={{ count: calculation.number_of_employees }}
        />
      </dt>
      <dd>
        <Price amount={calculation.price_for_company} size="lg" />
      </dd>
    </dl>
  );
}

function DmsApplication({
  data,
  calculation,
}: {
  data: DmsConstructorData;
  calculation: DmsCalculationResponse;
}) {
  const intl = useIntl();
  const lang = useLang();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [submit] = useSubmitDmsMutation();
  const [key] = useState(newIdempotencyKey);
  const [sent, setSent] = useState<{ answer: DmsSubmitResponse; phone: string } | null>(null);
  const [failed, setFailed] = useState<{ id: string; amount?: number } | null>(null);

  if (sent)
    return <SentNote answer={sent.answer} phone={sent.phone} category={calculation.hospital_category} />;
  return (
    <StepForm<DmsApplicationValues>
      initialValues={blankDmsApplication(String(calculation.number_of_employees))}
      schema={dmsApplicationSchema(data.max_employees)}
      label={t('dms.constructor.apply.heading')}
      onSubmit={async (values) => {
        setFailed(null);
        const body = submitBody(values, {
          requestId: calculation.constructor_request_id,
          pricePerEmployee: calculation.price_per_employee,
          lang,
        });
        const result = await submit({ body, idempotencyKey: key });
        if (result.data) {
          setSent({ answer: result.data, phone: displayPhone(values.phone) });
          return;
        }
        const error = isApiError(result.error) ? result.error : null;
        if (error?.status === 429) setFailed({ id: 'business.form.rateLimited' });
        else if (error?.status === 404 || error?.status === 409)
          setFailed({ id: 'dms.constructor.apply.stale' });
        else setFailed({ id: 'business.form.failed' });
      }}
    >
      {(form) => (
        <div className="business-form">
          <CompanyByInn
            idPrefix="dms-application"
            onFound={(company) => void form.setFieldValue('company_name', companyTitle(company), true)}
          />
          <FormTextField
            name="company_name"
            label={t('dms.constructor.apply.company')}
            autoComplete="organization"
            required
          />
          <FormTextField name="full_name" label={t('business.form.fullName')} autoComplete="name" required />
          <FormPhoneField name="phone" label={t('business.form.phone')} required />
          <FormTextField
            name="employees"
            label={t('dms.constructor.employees')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            required
          />
          <SendButton failed={failed?.id} sending={form.isSubmitting} />
        </div>
      )}
    </StepForm>
  );
}

function SentNote({
  answer,
  phone,
  category,
}: {
  answer: DmsSubmitResponse;
  phone: string;
  category: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const amount = formatPayroll(String(answer.price_for_company));
  return (
    <div ref={ref} role="status" tabIndex={-1} className="business-sent dms-constructor__sent">
      <h3>
        <FormattedMessage id="dms.constructor.sent.title" values={{ id: answer.id }} />
      </h3>
      <p>
        <FormattedMessage
          id="dms.constructor.sent.summary"
          values={{ count: answer.number_of_employees, amount }}
        />
        {answer.sms ? (
          <>
            {' '}
            <FormattedMessage id="business.form.sent.sms" />
          </>
        ) : null}
      </p>
      <h4>
        <FormattedMessage id="dms.constructor.next.heading" />
      </h4>
      <ol>
        <li>
          <FormattedMessage id="dms.constructor.next.1" values={{ phone }} />
        </li>
        <li>
          <FormattedMessage id="dms.constructor.next.2" />
        </li>
        <li>
          <FormattedMessage id="dms.constructor.next.3" values={{ category }} />
        </li>
      </ol>
      <p>
        <LocalizedLink to="for-business/dms/clinics">
          <FormattedMessage id="dms.constructor.clinicsLink" />
        </LocalizedLink>
      </p>
    </div>
  );
}
