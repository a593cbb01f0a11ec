import { useField } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Price, RadioGroup, Select } from '@polis/ui';
import { KitStepFooter, useKitStep } from '@polis/product-kit';
import { StepForm, FormCheckbox, FormDateField } from '@polis/wizard-core';
import { DRIVERS_LIMITED, DRIVERS_UNLIMITED, MINI_KASKO_PROGRAMS, OSAGO_ADDONS } from '@polis/tariffs';
import { formatPrice } from '@polis/i18n';
import { osagoQuote } from '../model/osago-price';
import { earliestStartDisplay, isAcceptedStart, isoDate, latestStartDisplay } from '../model/dates';
import type { CarData, PolicyChoice } from '../model/osago-state';
import { policySchema } from './policy.schema';

export interface PolicyStepProps {
  readonly car: CarData;
  readonly isLegal: boolean;
  readonly discountId: number;
  readonly initial: PolicyChoice;
  /** Named drivers go on to the drivers step; unlimited ones save straight away (spec 000 section 4). */
  readonly onDone: (policy: PolicyChoice) => void | Promise<void>;
}

function ChoiceField({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
}) {
  const [field, , helpers] = useField<number>(name);
  return (
    <RadioGroup
      legend={legend}
      name={name}
      appearance="cards"
      options={options}
      value={String(field.value)}
      onChange={(e) => void helpers.setValue(Number(e.target.value))}
    />
  );
}

function MiniKaskoProgram() {
  const intl = useIntl();
  const [field, , helpers] = useField<number>('miniKaskoProgram');
  return (
    <Select
      id="field-miniKaskoProgram"
      label={intl.formatMessage({ id: 'osago.policy.miniKaskoProgram' })}
      value={String(field.value)}
      onChange={(e) => void helpers.setValue(Number(e.target.value))}
      options={MINI_KASKO_PROGRAMS.map((p) => ({
        value: String(p.id),
        label: intl.formatMessage(
          { id: 'osago.policy.miniKaskoOption' },
          { name: intl.formatMessage({ id: `osago.miniKasko.${p.id}` }), price: formatPrice(p.priceUzs) },
        ),
      }))}
    />
  );
}

/**
 * The save's refusal 11 (the car already has a paid policy for some of these days) names the first free day:
 * offer it as the start date when the insurer accepts it (at most 90 days ahead), in one click.
 */
export function freeStartOf(pageError: { id: string; values?: Readonly<Record<string, unknown>> } | null) {
  const next = pageError?.id === INSURED_ERROR ? pageError.values?.next_start_date : undefined;
  return typeof next === 'string' && isAcceptedStart(next) ? next : null;
}
const INSURED_ERROR = 'osago.error.vehicle_already_insured';

export function PolicyStep({ car, isLegal, discountId, initial, onDone }: PolicyStepProps) {
  const intl = useIntl();
  const { busy, pageError } = useKitStep();
  const freeStart = freeStartOf(pageError);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const addon = (id: string, price: number) => t(id, { price: formatPrice(price) });

  return (
    <StepForm<PolicyChoice>
      initialValues={initial}
      schema={policySchema}
      label={t('osago.step.polis')}
      onSubmit={(values) => onDone(values)}
    >
      {(form) => {
        const quote = osagoQuote(car, form.values, discountId, isLegal);
        return (
          <div className="osago-step">
            <ChoiceField
              name="type"
              legend={t('osago.policy.type')}
              options={[
                { value: String(DRIVERS_UNLIMITED), label: t('osago.policy.type.1') },
                { value: String(DRIVERS_LIMITED), label: t('osago.policy.type.4') },
              ]}
            />
            <ChoiceField
              name="period"
              legend={t('osago.policy.period')}
              options={[
                { value: '1', label: t('osago.policy.period.1') },
                { value: '2', label: t('osago.policy.period.2') },
              ]}
            />
            <FormDateField
              name="startDate"
              label={t('osago.policy.startDate')}
              min={isoDate(earliestStartDisplay()) ?? undefined}
              max={isoDate(latestStartDisplay()) ?? undefined}
              required
            />
            <fieldset className="osago-addons">
              <legend>{t('osago.policy.addons')}</legend>
              {isLegal ? null : (
                <FormCheckbox name="accident" label={addon('osago.policy.accident', OSAGO_ADDONS.accident)} />
              )}
              <FormCheckbox
                name="gazBalloon"
                label={addon('osago.policy.gazBalloon', OSAGO_ADDONS.gazBalloon)}
              />
              <FormCheckbox
                name="gosNumberInsurance"
                label={addon('osago.policy.gosNumberInsurance', OSAGO_ADDONS.gosNumberInsurance)}
              />
              <FormCheckbox
                name="miniKaskoSpecial"
                label={t('osago.policy.miniKaskoOneMonth')}
                hint={t('osago.policy.miniKaskoOneMonth.hint')}
              />
              {form.values.miniKaskoSpecial ? <MiniKaskoProgram /> : null}
            </fieldset>
            {quote ? (
              <div className="osago-total" aria-live="polite">
                <span>
                  <FormattedMessage id="osago.policy.total" />
                </span>
                <Price
                  amount={quote.total}
                  oldAmount={quote.discounted < quote.base ? quote.base + quote.addons : undefined}
                  size="lg"
                />
                {quote.discounted < quote.base ? (
                  <p className="osago-muted">
                    <FormattedMessage id="osago.policy.discountApplied" />
                  </p>
                ) : null}
              </div>
            ) : null}
            <KitStepFooter values={form.values} />
            {freeStart && form.values.startDate !== freeStart ? (
              <Button variant="secondary" onClick={() => void form.setFieldValue('startDate', freeStart)}>
                <FormattedMessage id="osago.policy.startOn" values={{ date: freeStart }} />
              </Button>
            ) : null}
            <Button type="submit" loading={form.isSubmitting || busy} block>
              <FormattedMessage id={form.values.type === DRIVERS_UNLIMITED ? 'osago.save' : 'osago.next'} />
            </Button>
          </div>
        );
      }}
    </StepForm>
  );
}
