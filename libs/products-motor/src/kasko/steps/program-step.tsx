import { FormattedMessage, useIntl } from 'react-intl';
import { array, mixed, object, string } from 'yup';
import { FormattedPrice, useLang, nameIn } from '@polis/i18n';
import { KitStepForm, ProgramCompare } from '@polis/product-kit';
import {
  KASKO_DEFAULT_PROGRAM_ID,
  KASKO_LIABILITY_RISK_IDS,
  KASKO_MAX_LIABILITY_UZS,
  kaskoPremium,
} from '@polis/tariffs';
import { Button, Checkbox, Skeleton } from '@polis/ui';
import { FormRadioGroup, FormTextField, tashkentToday, type StepProps } from '@polis/wizard-core';
import { useGetKaskoTarifQuery, useKaskoHisoblashQuery } from '../api/kasko-api';
import { kaskoComparison } from '../model/kasko-compare';
import { kaskoCarOf } from '../model/kasko-price';
import type { KaskoSnapshot } from '../model/kasko-state';
import { KaskoReset } from './kasko-reset';

interface ProgramValues {
  programType: '0' | '1';
  programId: string;
  risks: string[];
  liability1: string;
  liability2: string;
}

const liabilityKey = (id: number) => `liability${id}` as 'liability1' | 'liability2';

const limit = (riskId: string) =>
  string().when(['programType', 'risks'], ([type, risks], s) =>
    type === '1' && Array.isArray(risks) && (risks as unknown[]).includes(riskId)
      ? s
          .required('wizard.form.required')
          .matches(/^[0-9]+$/, 'kasko.liability.range')
          .test('range', 'kasko.liability.range', (v) => {
            const n = Number(v);
            return n >= 1_000_000 && n <= KASKO_MAX_LIABILITY_UZS;
          })
      : s,
  );

export const programSchema = object({
  programType: mixed<'0' | '1'>().oneOf(['0', '1']).required('wizard.form.required'),
  programId: string().when('programType', {
    is: '0',
    then: (s) => s.required('wizard.form.required'),
  }),
  risks: array(string().required()).when('programType', {
    is: '1',
    then: (s) => s.min(1, 'kasko.risks.required'),
  }),
  liability1: limit('1'),
  liability2: limit('2'),
});

const choiceOf = (v: ProgramValues) =>
  v.programType === '0'
    ? ({ type: 0, programId: Number(v.programId) } as const)
    : ({ type: 1, riskIds: v.risks.map(Number).sort((a, b) => a - b) } as const);

/**
 * Program: type 0, a program (Basic 1 %, Comfort 1.5 %, Premium 2.5 % of the car's value, Comfort by
 * default), or type 1, the constructor (each risk 0.1 %-0.5 %, liabilities 1,000,000 UZS each by default),
 * from `GET /kasko-neo/get-tarif` and `POST /kasko-neo/hisoblash {price}`; never below the start price. The
 * car's value is its year price, in the vehicle registry's year once the car is found (`kaskoCarOf`).
 */
export function ProgramStep({ initial, snapshot, onSubmit }: StepProps<KaskoSnapshot, 'program'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // The programs' names in the page's language (the tariff answers them in English).
  const programName = (p: { readonly id: number; readonly name: string }) =>
    intl.formatMessage({ id: `kasko.programName.${p.id}`, defaultMessage: p.name });
  const lang = useLang();
  const car = kaskoCarOf(snapshot, tashkentToday().year);
  const price = car?.price ?? 0;
  const tarif = useGetKaskoTarifQuery();
  const calc = useKaskoHisoblashQuery(price, { skip: price <= 0 });
  if (tarif.isLoading || calc.isLoading) return <Skeleton lines={5} />;
  if (!tarif.data || !calc.data)
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="kasko.tarif.failed" />
        </p>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            void tarif.refetch();
            if (price > 0) void calc.refetch();
          }}
        >
          <FormattedMessage id="kasko.retry" />
        </Button>
        <KaskoReset />
      </div>
    );
  const { programs, risks, min_premium: minPremium, default_liability: defaultLiability } = tarif.data;
  const sums = calc.data;
  const programPremium = (key: string) =>
    Math.max(minPremium, (sums as unknown as Record<string, number>)[key] ?? 0);
  const riskPremium = (id: number) => sums.konstruktor.find((k) => k.id === id)?.premium ?? 0;
  // What the step starts from: its submitted values, or the form's values held when it was left.
  const init = initial as (Partial<KaskoSnapshot['program']> & Partial<ProgramValues>) | undefined;
  const limitOf = (id: number, held: string | undefined) =>
    held ?? String(init?.liabilities?.find((x) => x.riskId === id)?.amount ?? defaultLiability);
  const start: ProgramValues = {
    programType: String(init?.programType ?? '0') === '1' ? '1' : '0',
    programId: String(init?.programId || KASKO_DEFAULT_PROGRAM_ID),
    risks: init?.riskIds ? init.riskIds.map(String) : Array.isArray(init?.risks) ? init.risks : [],
    liability1: limitOf(1, init?.liability1),
    liability2: limitOf(2, init?.liability2),
  };
  return (
    <KitStepForm<ProgramValues>
      initialValues={start}
      schema={programSchema}
      label={t('kasko.step.program')}
      onSubmit={(values) => {
        const choice = choiceOf(values);
        const premium = kaskoPremium(price, choice);
        if (premium === null) return;
        if (choice.type === 0) {
          const program = programs.find((p) => p.id === choice.programId);
          onSubmit({
            programType: 0,
            programId: choice.programId,
            riskIds: [],
            liabilities: [],
            title: program ? programName(program) : '',
            premium,
          });
          return;
        }
        onSubmit({
          programType: 1,
          programId: 0,
          riskIds: [...choice.riskIds],
          liabilities: choice.riskIds
            .filter((id) => KASKO_LIABILITY_RISK_IDS.includes(id))
            .map((id) => ({ riskId: id, amount: Number(values[liabilityKey(id)]) })),
          title: choice.riskIds
            .map((id) => {
              const risk = risks.find((r) => r.id === id);
              return risk ? nameIn(risk.name, lang) : String(id);
            })
            .join(', '),
          premium,
        });
      }}
    >
      {(form) => {
        const v = form.values;
        const premium = kaskoPremium(price, choiceOf(v));
        const risksError =
          form.touched.risks && typeof form.errors.risks === 'string' ? form.errors.risks : null;
        return (
          <>
            <p className="kit-note">
              <FormattedMessage
                id="kasko.program.car"
                values={{
                  car: snapshot.selectCar?.carLabel ?? '',
                  year: car?.year ?? '',
                  price: <FormattedPrice amount={price} />,
                }}
              />
            </p>
            <FormRadioGroup
              name="programType"
              legend={t('kasko.programType')}
              appearance="inline"
              options={[
                { value: '0', label: t('kasko.programType.program') },
                { value: '1', label: t('kasko.programType.constructor') },
              ]}
            />
            {v.programType === '0' ? (
              <>
                <ProgramCompare
                  programs={programs}
                  name={programName}
                  {...kaskoComparison(price, (p) => programPremium(p.key))}
                />
                <FormRadioGroup
                  name="programId"
                  legend={t('kasko.program.legend')}
                  appearance="cards"
                  options={programs.map((p) => ({
                    value: String(p.id),
                    label: programName(p),
                    hint: (
                      <FormattedMessage
                        id="kasko.program.hint"
                        values={{
                          percent: intl.formatNumber(p.percent),
                          premium: <FormattedPrice amount={programPremium(p.key)} />,
                        }}
                      />
                    ),
                  }))}
                />
              </>
            ) : (
              <fieldset className="kit-choices">
                <legend>{t('kasko.risks.legend')}</legend>
                {risks.map((r) => (
                  <div key={r.id}>
                    <Checkbox
                      name="risks"
                      value={String(r.id)}
                      checked={v.risks.includes(String(r.id))}
                      onChange={form.handleChange}
                      label={nameIn(r.name, lang)}
                      hint={
                        <FormattedMessage
                          id="kasko.risk.hint"
                          values={{
                            percent: intl.formatNumber(r.percent),
                            premium: <FormattedPrice amount={riskPremium(r.id)} />,
                          }}
                        />
                      }
                    />
                    {KASKO_LIABILITY_RISK_IDS.includes(r.id) && v.risks.includes(String(r.id)) ? (
                      <FormTextField
                        name={liabilityKey(r.id)}
                        label={intl.formatMessage({ id: 'kasko.liability' }, { risk: nameIn(r.name, lang) })}
                        hint={t('kasko.liability.range')}
                        inputMode="numeric"
                        autoComplete="off"
                        required
                      />
                    ) : null}
                  </div>
                ))}
                {risksError ? (
                  <p className="kit-error" role="alert">
                    <FormattedMessage id={risksError} />
                  </p>
                ) : null}
              </fieldset>
            )}
            {premium !== null ? (
              <p className="kit-note" aria-live="polite">
                <FormattedMessage
                  id="kasko.premium"
                  values={{ premium: <FormattedPrice amount={premium} /> }}
                />
              </p>
            ) : null}
            <KaskoReset />
          </>
        );
      }}
    </KitStepForm>
  );
}
