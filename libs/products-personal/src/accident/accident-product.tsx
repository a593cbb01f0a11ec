import { FormattedMessage } from 'react-intl';
import { FormattedPrice, formatPrice } from '@polis/i18n';
import { ACCIDENT_PATHS } from '@polis/api-contract/paths';
import { contractSave, type ProductDefinition } from '@polis/product-kit';
import { ACCIDENT_COVER_MONTHS, accidentPremium } from '@polis/tariffs';
import { defineStep } from '@polis/wizard-core';
import { AUDIENCES, type AudiencePreset } from './model/accident-audience';
import { ACCIDENT_ERRORS } from './model/accident-errors';
import type { AccidentAudience, AccidentSnapshot } from './model/accident-state';
import { accidentQuote, savePayload } from './model/save-payload';
import { PeriodStep } from './steps/period-step';
import { SumStep } from './steps/sum-step';
import { makeInsuredsStep } from './steps/insureds-step';

/** One wizard for five pages: Insurance period, Sum insured, Insured persons, then payment and the policy. */
function accidentProduct(preset: AudiencePreset): ProductDefinition<AccidentSnapshot> {
  return {
    key: preset.key,
    analyticsName: `Accident insurance (${preset.audience})`,
    titleId: `accident.title.${preset.audience}`,
    leadId: `accident.lead.${preset.audience}`,
    rulesKey: 'accident',
    steps: [
      defineStep<AccidentSnapshot, 'period'>({
        id: 'period',
        title: 'accident.step.period',
        Component: PeriodStep,
      }),
      defineStep<AccidentSnapshot, 'sum'>({ id: 'sum', title: 'accident.step.sum', Component: SumStep }),
      defineStep<AccidentSnapshot, 'insureds'>({
        id: 'insureds',
        title: 'accident.step.insureds',
        Component: makeInsuredsStep(preset),
      }),
    ],
    errors: ACCIDENT_ERRORS,
    check: { url: ACCIDENT_PATHS.check.path },
    quote: accidentQuote,
    aside: (snap, active) =>
      active === 'insureds' && snap.sum ? (
        <p className="kit-note">
          <FormattedMessage
            id="accident.aside.perPerson"
            values={{
              amount: <FormattedPrice amount={Number(snap.sum.amount)} />,
              premium: <FormattedPrice amount={accidentPremium(Number(snap.sum.amount))} />,
            }}
          />
        </p>
      ) : null,
    summary: (snap, intl) => [
      ...(snap.sum
        ? [
            {
              label: intl.formatMessage({ id: 'accident.summary.amount' }),
              value: intl.formatMessage(
                { id: 'i18n.price.uzs' },
                { amount: formatPrice(Number(snap.sum.amount)) },
              ),
            },
          ]
        : []),
      ...(snap.insureds
        ? [
            {
              label: intl.formatMessage({ id: 'accident.summary.insureds' }),
              value: String(snap.insureds.persons.length),
            },
            ...(preset.vehicle
              ? [
                  {
                    label: intl.formatMessage({ id: 'accident.vehicle.label' }),
                    value: snap.insureds.vehicleNumber,
                  },
                ]
              : []),
            ...(preset.institution
              ? [
                  {
                    label: intl.formatMessage({ id: `accident.institution.${preset.audience}` }),
                    value: snap.insureds.institution,
                  },
                ]
              : []),
          ]
        : []),
      ...(snap.period
        ? [{ label: intl.formatMessage({ id: 'kit.summary.start' }), value: snap.period.startDate }]
        : []),
      {
        label: intl.formatMessage({ id: 'kit.summary.period' }),
        value: intl.formatMessage({ id: 'kit.period.months' }, { count: ACCIDENT_COVER_MONTHS }),
      },
    ],
    useSave: contractSave(ACCIDENT_PATHS.save, (snap: AccidentSnapshot, amountUzs) =>
      savePayload(preset, snap, amountUzs),
    ),
  };
}

/** The five pages' definitions (spec 001 "Accident (five pages, one wizard)"). */
export const ACCIDENT_PRODUCTS: Readonly<Record<AccidentAudience, ProductDefinition<AccidentSnapshot>>> = {
  general: accidentProduct(AUDIENCES.general),
  driver: accidentProduct(AUDIENCES.driver),
  student: accidentProduct(AUDIENCES.student),
  teacher: accidentProduct(AUDIENCES.teacher),
  foreign: accidentProduct(AUDIENCES.foreign),
};
export const ACCIDENT = ACCIDENT_PRODUCTS.general;
