import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@polis/api-client';
import { useLang } from '@polis/i18n';
import { Button } from '@polis/ui';
import { displayPhone, FormPhoneField, FormTextField, StepForm } from '@polis/wizard-core';
import { CompanyByInn } from '@polis/product-kit';
import { AmountField, SendButton } from '../company/business-fields';
import {
  applicationBody,
  applicationSchema,
  blankApplication,
  NOT_ACCEPTED,
  refusedFields,
  type ApplicationValues,
  type FactDef,
} from './application-model';
import { useSendSiteRequestMutation } from './requests-api';

export interface ApplicationFormProps {
  readonly kind: 'business' | 'takaful';
  /** The page's product slug. */
  readonly product: string;
  readonly facts: readonly FactDef[];
  /** Message id of each fact's label: `business.fact.<key>` by default. */
  readonly factLabel?: (key: string) => string;
}

/**
 * A product application: the company by INN (business), contact person, phone and the product's key facts;
 * `POST /site-requests`, then the request number and what happens next.
 */
export function ApplicationForm({
  kind,
  product,
  facts,
  factLabel = (k) => `business.fact.${k}`,
}: ApplicationFormProps) {
  const intl = useIntl();
  const lang = useLang();
  const t = (id: string) => intl.formatMessage({ id });
  const [send] = useSendSiteRequestMutation();
  const [sent, setSent] = useState<{ id: number; phone: string; sms: boolean } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const withCompany = kind === 'business';

  if (sent) return <SentNote {...sent} onAgain={() => setSent(null)} />;
  return (
    <StepForm<ApplicationValues>
      initialValues={blankApplication(facts)}
      schema={applicationSchema(facts, withCompany)}
      label={t('business.form.heading')}
      onSubmit={async (values, helpers) => {
        setFailed(null);
        const result = await send(applicationBody(values, { kind, product, lang, withCompany }));
        if (result.data) {
          setSent({ id: result.data.id, phone: displayPhone(values.phone), sms: result.data.sms === true });
          return;
        }
        const error = isApiError(result.error) ? result.error : undefined;
        // A 400 names its fields: each says it was not accepted, and the note above the button says to check them.
        const refused = error?.status === 400 ? refusedFields(error.data) : [];
        for (const field of refused) helpers.setFieldError(field, NOT_ACCEPTED);
        setFailed(
          error?.status === 429
            ? 'business.form.rateLimited'
            : refused.length > 0
              ? 'business.form.invalid'
              : 'business.form.failed',
        );
      }}
    >
      {(form) => (
        <div className="business-form">
          {withCompany ? <CompanyByInn idPrefix={`${product}-application`} /> : null}
          <FormTextField name="full_name" label={t('business.form.fullName')} autoComplete="name" required />
          <FormPhoneField name="phone" label={t('business.form.phone')} required />
          {facts.map((f) => (
            <AmountField
              key={f.key}
              name={`facts.${f.key}`}
              label={t(factLabel(f.key))}
              hint={f.kind === 'amount' ? t('business.form.amountHint') : undefined}
              maxLength={f.kind === 'count' ? 6 : 22}
            />
          ))}
          <SendButton failed={failed ?? undefined} sending={form.isSubmitting} />
        </div>
      )}
    </StepForm>
  );
}

function SentNote({
  id,
  phone,
  sms,
  onAgain,
}: {
  id: number;
  phone: string;
  sms: boolean;
  onAgain: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="status" tabIndex={-1} className="business-sent">
      <h3>
        <FormattedMessage id="business.form.sent.title" />
      </h3>
      <p>
        <FormattedMessage id="business.form.sent.text" values={{ id, phone }} />
        {sms ? (
          <>
            {' '}
            <FormattedMessage id="business.form.sent.sms" />
          </>
        ) : null}
      </p>
      <Button type="button" variant="secondary" onClick={onAgain}>
        <FormattedMessage id="business.form.another" />
      </Button>
    </div>
  );
}
