import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { RenewalOffer } from '@polis/api-contract';
import { formatDate, priceText } from '@polis/i18n';
import { Button, DateField, TextField } from '@polis/ui';
import { isoDate, StepForm, useStepField } from '@polis/wizard-core';
import type { RenewalField, Said } from './renewal-errors';
import { datesSchema, emailSchema, type DatesValues, type EmailValues } from './renewal.schema';

export type Dates = { readonly start_date: string; readonly end_date: string };
export type FieldProblems = Partial<Record<RenewalField, Said>>;

export const sayText = (intl: IntlShape, said: Said) =>
  'text' in said ? said.text : intl.formatMessage({ id: said.id }, said.values);

/** A bound field whose error is the form's own, else what the server said about it. */
function ServerDate({ name, label, said }: { name: RenewalField; label: string; said?: Said }) {
  const intl = useIntl();
  const field = useStepField(name);
  return <DateField {...field} label={label} required error={field.error ?? (said && sayText(intl, said))} />;
}

function ServerEmail({ hint, said }: { hint: string; said?: Said }) {
  const intl = useIntl();
  const field = useStepField('email');
  return (
    <TextField
      {...field}
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={254}
      label={intl.formatMessage({ id: 'account.renewal.form.email' })}
      hint={hint}
      error={field.error ?? (said && sayText(intl, said))}
    />
  );
}

function RenewButton({ amount, busy, onClick }: { amount: number; busy: boolean; onClick?: () => void }) {
  const intl = useIntl();
  return (
    <Button type={onClick ? 'button' : 'submit'} size="lg" block loading={busy} onClick={onClick}>
      <FormattedMessage id="account.renewal.renew" values={{ price: priceText(intl, amount) }} />
    </Button>
  );
}

export interface TripFormProps {
  readonly offer: RenewalOffer;
  /** The dates the shown offer was priced for (the page's query), if any. */
  readonly priced: Dates | null;
  readonly pricing: boolean;
  readonly amount: number | null;
  readonly busy: boolean;
  readonly fields: FieldProblems;
  /** Said above the button: a refusal without a field, a failed renewal. */
  readonly problem: ReactNode;
  readonly onPrice: (dates: Dates) => void;
  readonly onRenew: () => void;
}

/** A trip's renewal: the new trip's two dates, "Show the price", then "Renew for …" for those dates. */
export function TripForm({
  offer,
  priced,
  pricing,
  amount,
  busy,
  fields,
  problem,
  onPrice,
  onRenew,
}: TripFormProps) {
  const intl = useIntl();
  return (
    <StepForm<DatesValues>
      initialValues={{
        start_date: priced ? formatDate(priced.start_date) : '',
        end_date: priced ? formatDate(priced.end_date) : '',
      }}
      schema={datesSchema}
      onSubmit={(values) =>
        onPrice({ start_date: isoDate(values.start_date) ?? '', end_date: isoDate(values.end_date) ?? '' })
      }
      label={intl.formatMessage({ id: 'account.renewal.new.heading' })}
    >
      {({ values }) => {
        // The price shown is for the priced dates only: other dates are priced again first.
        const fresh =
          priced !== null &&
          isoDate(values.start_date) === priced.start_date &&
          isoDate(values.end_date) === priced.end_date;
        return (
          <div className="account-form">
            <div className="account-row">
              <ServerDate
                name="start_date"
                label={intl.formatMessage({ id: 'account.renewal.form.start' })}
                said={fresh ? fields.start_date : undefined}
              />
              <ServerDate
                name="end_date"
                label={intl.formatMessage({ id: 'account.renewal.form.end' })}
                said={fresh ? fields.end_date : undefined}
              />
            </div>
            {offer.email ? (
              <p className="account-muted">
                <FormattedMessage id="account.renewal.mailedTo" values={{ email: offer.email }} />
              </p>
            ) : null}
            {priced && !fresh ? (
              <p className="account-muted" role="status">
                <FormattedMessage id="account.renewal.form.datesChanged" />
              </p>
            ) : null}
            {fresh ? problem : null}
            {fresh && amount !== null ? (
              <RenewButton amount={amount} busy={busy} onClick={onRenew} />
            ) : (
              <Button
                type="submit"
                size="lg"
                block
                variant={fresh ? 'secondary' : 'primary'}
                loading={pricing}
              >
                <FormattedMessage id="account.renewal.form.showPrice" />
              </Button>
            )}
          </div>
        );
      }}
    </StepForm>
  );
}

export interface EmailFormProps {
  readonly offer: RenewalOffer;
  readonly amount: number;
  readonly busy: boolean;
  readonly fields: FieldProblems;
  readonly problem: ReactNode;
  readonly onRenew: (email: string | undefined) => void;
}

/** Any other product: the optional e-mail for the policy, and "Renew for …". */
export function EmailForm({ offer, amount, busy, fields, problem, onRenew }: EmailFormProps) {
  const intl = useIntl();
  const hint = offer.email
    ? intl.formatMessage({ id: 'account.renewal.form.emailHintKnown' }, { email: offer.email })
    : intl.formatMessage({ id: 'account.renewal.form.emailHint' });
  return (
    <StepForm<EmailValues>
      initialValues={{ email: '' }}
      schema={emailSchema}
      onSubmit={(values) => onRenew(values.email.trim() || undefined)}
      label={intl.formatMessage({ id: 'account.renewal.new.heading' })}
    >
      {() => (
        <div className="account-form">
          <ServerEmail hint={hint} said={fields.email} />
          {problem}
          <RenewButton amount={amount} busy={busy} />
        </div>
      )}
    </StepForm>
  );
}
