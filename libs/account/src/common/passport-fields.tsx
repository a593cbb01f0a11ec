import { FormMaskedField } from '@polis/wizard-core';

/** A passport's series (two Latin letters) and number (seven digits) on one row: Formik's `passportSeries`, `passportNumber`. */
export function PassportFields({ seriesLabel, numberLabel }: { seriesLabel: string; numberLabel: string }) {
  return (
    <div className="account-row">
      <FormMaskedField
        name="passportSeries"
        mask="AA"
        uppercase
        label={seriesLabel}
        autoComplete="off"
        placeholder="AA"
        required
      />
      <FormMaskedField
        name="passportNumber"
        mask="#######"
        inputMode="numeric"
        label={numberLabel}
        autoComplete="off"
        placeholder="1234567"
        required
      />
    </div>
  );
}
