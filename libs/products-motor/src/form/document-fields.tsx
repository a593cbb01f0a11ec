import { FormattedMessage } from 'react-intl';
import { FormDateField, FormMaskedField } from '@polis/wizard-core';

export interface DocumentFieldsProps {
  /** Formik paths of the series and the number, e.g. `passportSery`, `drivers.0.licenseNumber`. */
  readonly series: string;
  readonly number: string;
  readonly seriesLabel: string;
  readonly numberLabel: string;
  /** `AA` (passport, licence) or `AAA` (tech passport): letters, upper-cased as typed. */
  readonly seriesMask?: string;
}

/** A document's series and seven-digit number side by side (passport, licence, tech passport). */
export function DocumentFields({
  series,
  number,
  seriesLabel,
  numberLabel,
  seriesMask = 'AA',
}: DocumentFieldsProps) {
  return (
    <div className="osago-row">
      <FormMaskedField
        name={series}
        mask={seriesMask}
        uppercase
        label={seriesLabel}
        autoComplete="off"
        required
      />
      <FormMaskedField
        name={number}
        mask="#######"
        inputMode="numeric"
        label={numberLabel}
        autoComplete="off"
        required
      />
    </div>
  );
}

/** A person as the registries find them: passport and birthday (`prefix` for a driver in a list). */
export function PersonFields({
  prefix = '',
  labels,
}: {
  readonly prefix?: string;
  readonly labels: { readonly series: string; readonly number: string; readonly birthday: string };
}) {
  return (
    <>
      <DocumentFields
        series={`${prefix}passportSery`}
        number={`${prefix}passportNumber`}
        seriesLabel={labels.series}
        numberLabel={labels.number}
      />
      <FormDateField name={`${prefix}birthday`} label={labels.birthday} required />
    </>
  );
}

/** A message for the whole step, with its placeholders. */
export interface PageError {
  readonly id: string;
  readonly values?: Record<string, string | number>;
}

/** A step's refusal (a look-up that found nothing, a registry check), announced to screen readers. */
export function StepError({
  id,
  values,
}: {
  readonly id: string | null;
  readonly values?: Record<string, string | number>;
}) {
  if (!id) return null;
  return (
    <p className="osago-error" role="alert">
      <FormattedMessage id={id} values={values} />
    </p>
  );
}
