import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedMessage, useIntl } from 'react-intl';
import { object, string } from 'yup';
import { FormattedPrice, useLang, nameIn } from '@polis/i18n';
import { KitStepForm, ProgramCompare } from '@polis/product-kit';
import { Button, Checkbox, RadioGroup, Skeleton } from '@polis/ui';
import type { StepProps } from '@polis/wizard-core';
import {
  SCHENGEN_VISA_MIN_SUM_EUR,
  TRAVEL_HOME_COVER_SUM_UZS,
  TRAVEL_HOME_COVER_UZS,
  TRAVEL_RISKS,
  isSchengen,
  travelRiskPrice,
  type TravelProgramId,
  type TravelRiskKey,
} from '@polis/tariffs';
import { useCalculateTravelQuery } from '../api/travel-api';
import { calculatorBody } from '../model/save-payload';
import { TRAVEL_COMPARISON } from '../model/travel-compare';
import {
  DEFAULT_PROGRAM,
  NO_RISKS,
  forcedProgram,
  usesEndDate,
  type RiskFlags,
  type TravelSnapshot,
} from '../model/travel-state';

const schema = object({ program: string() });

/**
 * What the step's form holds: the program chosen, the add-on risks, home cover. Held in the form, so that they
 * are kept with the application in progress as they are chosen (a reload, Back) and not only once submitted.
 */
interface ChoiceValues {
  program: string;
  risks: RiskFlags;
  uyJoy: boolean;
}

/**
 * Program: the calculator's tariffs for these answers (program 2 by default; forced to 2 or 3 when fewer
 * than three come back), the add-on risks each with its price, home cover while away. Minimal travel: the
 * cheapest program the destinations allow, no add-ons, and the sum insured an embassy asks for. Both show what
 * the programs offered cover and exclude side by side (minimal: its one program).
 */
export function makeProgramStep(minimal: boolean) {
  return function ProgramStep({ initial, snapshot, onSubmit }: StepProps<TravelSnapshot, 'program'>) {
    const intl = useIntl();
    const lang = useLang();
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    // What the step starts from: its submitted values, or the form's as chosen (the program then a string).
    const init = initial as Partial<ChoiceValues | TravelSnapshot['program']> | undefined;
    const [chosen, setChosen] = useState<TravelProgramId>(
      init?.program ? (Number(init.program) as TravelProgramId) : DEFAULT_PROGRAM,
    );
    const [risks, setRisks] = useState<RiskFlags>(minimal ? NO_RISKS : { ...NO_RISKS, ...init?.risks });
    const [uyJoy, setUyJoy] = useState(minimal ? false : (init?.uyJoy ?? false));
    const { trip, countries, tourists } = snapshot;
    const body =
      trip && countries && tourists ? calculatorBody({ trip, countries, tourists }, risks, uyJoy) : null;
    const { data, isFetching, isError, refetch } = useCalculateTravelQuery(body ?? skipToken);
    if (!body || !trip || !countries || !tourists) return null;
    if (isError)
      return (
        <div role="alert">
          <p>
            <FormattedMessage id="travel.calculator.failed" />
          </p>
          <Button type="button" variant="secondary" onClick={() => refetch()}>
            <FormattedMessage id="travel.retry" />
          </Button>
        </div>
      );
    if (!data) return <Skeleton lines={4} />;
    const tarifs = data.response;
    const program = minimal
      ? (tarifs[0]?.program_id ?? DEFAULT_PROGRAM)
      : tarifs.some((x) => x.program_id === forcedProgram(tarifs, chosen))
        ? forcedProgram(tarifs, chosen)
        : (tarifs[0]?.program_id ?? DEFAULT_PROGRAM);
    const tarif = tarifs.find((x) => x.program_id === program);
    const days = usesEndDate(trip) ? data.days : Number(trip.spendDays);
    const people = tourists.turists.length;
    const schengen = countries.countries.some(isSchengen);
    return (
      <KitStepForm<ChoiceValues>
        initialValues={{ program: String(chosen), risks, uyJoy }}
        schema={schema}
        label={t('travel.step.program')}
        onSubmit={() => {
          if (!tarif || isFetching) return;
          onSubmit({
            program,
            risks,
            uyJoy,
            premium: tarif.prem_uzs,
            premiumEur: tarif.prem_eur,
            sumInsured: tarif.sum_insured,
          });
        }}
      >
        {(form) => (
          <>
            <ProgramCompare
              programs={(minimal ? tarifs.filter((x) => x.program_id === program) : tarifs).map((x) => ({
                ...x,
                id: x.program_id,
              }))}
              name={(x) => nameIn(x.program_name, lang)}
              {...TRAVEL_COMPARISON}
            />
            {minimal ? (
              <div className="travel-minimal-note">
                <p>
                  {t('travelMinimal.program.note', {
                    program: tarif ? nameIn(tarif.program_name, lang) : '',
                    sum: tarif ? intl.formatNumber(tarif.sum_insured) : '',
                  })}
                </p>
                <p>
                  {schengen
                    ? t('travelMinimal.embassy.schengen', {
                        sum: intl.formatNumber(SCHENGEN_VISA_MIN_SUM_EUR),
                      })
                    : t('travelMinimal.embassy.other')}
                </p>
                <p>
                  <FormattedMessage
                    id="travel.program.price"
                    values={{ price: <FormattedPrice amount={tarif?.prem_uzs ?? 0} /> }}
                  />
                </p>
              </div>
            ) : (
              <RadioGroup
                legend={t('travel.program.legend')}
                name="programChoice"
                appearance="cards"
                value={String(program)}
                onChange={(e) => {
                  setChosen(Number(e.target.value) as TravelProgramId);
                  void form.setFieldValue('program', e.target.value);
                }}
                hint={tarifs.length < 3 ? t('travel.program.limited') : undefined}
                options={tarifs.map((x) => ({
                  value: String(x.program_id),
                  label: nameIn(x.program_name, lang),
                  hint: (
                    <FormattedMessage
                      id="travel.program.hint"
                      values={{
                        price: <FormattedPrice amount={x.prem_uzs} />,
                        sum: intl.formatNumber(x.sum_insured),
                      }}
                    />
                  ),
                }))}
              />
            )}
            {minimal ? null : (
              <fieldset className="travel-risks">
                <legend>{t('travel.risks.legend')}</legend>
                {TRAVEL_RISKS.map((r) => (
                  <Checkbox
                    key={r.key}
                    name={`risks.${r.key}`}
                    label={nameIn(r.name, lang)}
                    hint={
                      <FormattedMessage
                        id="travel.risk.price"
                        values={{ price: <FormattedPrice amount={travelRiskPrice(r.key, days) * people} /> }}
                      />
                    }
                    checked={risks[r.key]}
                    onChange={(e) => {
                      const next = { ...risks, [r.key as TravelRiskKey]: e.target.checked };
                      setRisks(next);
                      void form.setFieldValue('risks', next);
                    }}
                  />
                ))}
                <Checkbox
                  name="uyJoy"
                  label={t('travel.uyJoy')}
                  hint={
                    <FormattedMessage
                      id="travel.uyJoy.hint"
                      values={{
                        price: <FormattedPrice amount={TRAVEL_HOME_COVER_UZS} />,
                        sum: <FormattedPrice amount={TRAVEL_HOME_COVER_SUM_UZS} />,
                      }}
                    />
                  }
                  checked={uyJoy}
                  onChange={(e) => {
                    setUyJoy(e.target.checked);
                    void form.setFieldValue('uyJoy', e.target.checked);
                  }}
                />
              </fieldset>
            )}
            <p className="travel-total" aria-live="polite">
              <FormattedMessage
                id="travel.total"
                values={{ price: <FormattedPrice amount={tarif?.prem_uzs ?? 0} /> }}
              />
            </p>
          </>
        )}
      </KitStepForm>
    );
  };
}
