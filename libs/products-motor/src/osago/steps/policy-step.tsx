import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Price } from '@polis/ui';
import { formStep, rulesHref, useKitStep } from '@polis/product-kit';
import { FormCheckbox, FormDateField, FormRadioGroup, FormSelect, isoDate } from '@polis/wizard-core';
import { DRIVERS_LIMITED, DRIVERS_UNLIMITED, MINI_KASKO_PROGRAMS, OSAGO_ADDONS } from '@polis/tariffs';
import { formatPrice, useLang } from '@polis/i18n';
import { osagoQuote } from '../model/osago-price';
import { earliestStartDisplay, isAcceptedStart, latestStartDisplay, tomorrowDisplay } from '../model/dates';
import { DEFAULT_POLICY, type OsagoSnapshot } from '../model/osago-state';
import { policySchema } from './policy.schema';

/** A choice of the policy as cards: its legend `osago.policy.{name}`, each option `osago.policy.{name}.{value}`. */
function ChoiceField({ name, values }: { name: 'type' | 'period'; values: readonly number[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const options = values.map((v) => ({ value: String(v), label: t(`osago.policy.${name}.${v}`) }));
  const legend = t(`osago.policy.${name}`);
  return <FormRadioGroup name={name} numeric legend={legend} appearance="cards" options={options} />;
}

/** The mini kasko special's program, each with its price. */
function MiniKaskoProgram() {
  const intl = useIntl();
  const name = (id: number) => intl.formatMessage({ id: `osago.miniKasko.${id}` });
  const options = MINI_KASKO_PROGRAMS.map((p) => ({
    value: String(p.id),
    label: intl.formatMessage(
      { id: 'osago.policy.miniKaskoOption' },
      { name: name(p.id), price: formatPrice(p.priceUzs) },
    ),
  }));
  const label = intl.formatMessage({ id: 'osago.policy.miniKaskoProgram' });
  return <FormSelect name="miniKaskoProgram" numeric label={label} options={options} />;
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

/** The priced add-ons, each labelled `osago.policy.{name}` with its price. */
const ADDONS = ['accident', 'gazBalloon', 'gosNumberInsurance'] as const;

/** polis: the cover, the period, the start and the add-ons, priced as chosen; `limited` preselects named drivers. */
export const policyStep = (limited: boolean) =>
  formStep<OsagoSnapshot, 'polis'>({
    id: 'polis',
    title: 'osago.step.polis',
    schema: policySchema,
    values: (initial, snapshot) => {
      // A car still insured starts its new policy the day after, when that day may be bought now.
      const next = snapshot.about_car?.insured?.nextStart;
      const startDate = next && isAcceptedStart(next) ? next : tomorrowDisplay();
      return initial ?? { ...DEFAULT_POLICY, type: limited ? DRIVERS_LIMITED : DRIVERS_UNLIMITED, startDate };
    },
    Fields: function PolicyFields({ form, snapshot }) {
      const intl = useIntl();
      const lang = useLang();
      const { pageError } = useKitStep();
      const car = snapshot.about_car?.car;
      const owner = snapshot.personal_data_short;
      if (!car || !owner) return null;
      const { isLegal, discountId } = owner;
      const freeStart = freeStartOf(pageError);
      const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
      const quote = osagoQuote(car, form.values, discountId, isLegal);
      return (
        <>
          <ChoiceField name="type" values={[DRIVERS_UNLIMITED, DRIVERS_LIMITED]} />
          <ChoiceField name="period" values={[1, 2]} />
          <FormDateField
            name="startDate"
            label={t('osago.policy.startDate')}
            min={isoDate(earliestStartDisplay()) ?? undefined}
            max={isoDate(latestStartDisplay()) ?? undefined}
            required
          />
          {freeStart && form.values.startDate !== freeStart ? (
            <Button variant="secondary" onClick={() => void form.setFieldValue('startDate', freeStart)}>
              <FormattedMessage id="osago.policy.startOn" values={{ date: freeStart }} />
            </Button>
          ) : null}
          <fieldset className="kit-group osago-group">
            <legend>{t('osago.policy.addons')}</legend>
            {/* A company takes no accident cover. */}
            {ADDONS.filter((a) => !isLegal || a !== 'accident').map((a) => (
              <FormCheckbox
                key={a}
                name={a}
                label={t(`osago.policy.${a}`, { price: formatPrice(OSAGO_ADDONS[a]) })}
                hint={
                  a === 'gazBalloon' ? (
                    // The cover has rules of its own (the spec's product key "gas cylinder"), read before ticking.
                    <a href={rulesHref('gas-cylinder', lang)} target="_blank" rel="noopener noreferrer">
                      {t('osago.policy.gazBalloon.rules')}
                    </a>
                  ) : undefined
                }
              />
            ))}
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
        </>
      );
    },
  });
