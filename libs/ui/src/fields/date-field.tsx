import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '@polis/i18n';
import { MaskedField, type MaskedFieldProps } from './masked-field';
import { DATE_MASK } from './masks';
import { validateDisplayDate, type DateBounds } from './date-validation';
import { hasError } from './field-a11y';

export interface DateFieldProps
  extends Omit<MaskedFieldProps, 'mask' | 'uppercase' | 'guide' | 'min' | 'max'>, DateBounds {}

/**
 * A `DD.MM.YYYY` input. After the first blur it checks the date itself (real day, min/max) and shows a
 * localised error; an `error` from the parent takes precedence.
 */
export function DateField({ min, max, error, onChange, onBlur, placeholder, ...rest }: DateFieldProps) {
  const intl = useIntl();
  const [text, setText] = useState(rest.value ?? '');
  const [blurred, setBlurred] = useState(false);
  const current = rest.value ?? text;
  const ownError = blurred ? validateDisplayDate(current, { min, max }) : null;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    onChange?.(event);
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setText(event.target.value);
    setBlurred(true);
    onBlur?.(event);
  };

  const shown = hasError(error) ? (
    error
  ) : ownError ? (
    <FormattedMessage
      id={ownError}
      values={{ min: min ? formatDate(min) : '', max: max ? formatDate(max) : '' }}
    />
  ) : undefined;

  return (
    <MaskedField
      inputMode="numeric"
      placeholder={
        placeholder ?? intl.formatMessage({ id: 'ui.date.placeholder', defaultMessage: 'DD.MM.YYYY' })
      }
      {...rest}
      mask={DATE_MASK}
      error={shown}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}
