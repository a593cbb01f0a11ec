import { FormMaskedField } from '@polis/wizard-core';

export interface DocumentFieldsProps {
  /** Formik paths of the series and the number, e.g. `passportSery`, `drivers.0.licenseNumber`. */
  readonly series: string;
  readonly number: string;
  readonly seriesLabel: string;
  readonly numberLabel: string;
}

/** A document's two-letter series (upper-cased as typed) and seven-digit number side by side (a licence). */
export function DocumentFields({ series, number, seriesLabel, numberLabel }: DocumentFieldsProps) {
  return (
    <div className="kit-row">
      <FormMaskedField name={series} mask="AA" uppercase label={seriesLabel} autoComplete="off" required />
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
