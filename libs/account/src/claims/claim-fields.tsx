import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ClaimFileGroup, ClaimTextField } from '@polis/api-contract';
import { FilePreview } from '@polis/ui';
import { FormDateField, FormTextField, useStepField } from '@polis/wizard-core';
import type { ClaimValues } from './claim-form.schema';

/** One text field the product's form names, by its name (labels: `account.claimForm.field.<name>`). */
export function ClaimTextInput({ name, required }: { name: ClaimTextField; required: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `account.claimForm.field.${name}` });
  if (name === 'event_date') return <FormDateField name={name} label={label} required={required} />;
  if (name === 'description') return <Description label={label} required={required} />;
  const hint =
    name === 'event_time' || name === 'other_plate'
      ? intl.formatMessage({ id: `account.claimForm.hint.${name}` })
      : undefined;
  return (
    <FormTextField
      name={name}
      label={label}
      hint={hint}
      required={required}
      inputMode={name === 'event_time' ? 'numeric' : undefined}
      autoComplete="off"
    />
  );
}

function Description({ label, required }: { label: string; required: boolean }) {
  const field = useStepField('description');
  const errorId = `${field.id}-error`;
  return (
    // The design system's field classes: the same label, asterisk, border and error as every other field.
    <div className={field.error ? 'polis-field polis-field--invalid' : 'polis-field'}>
      <label className="polis-field__label" htmlFor={field.id}>
        {label}
        {required ? (
          <span className="polis-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <textarea
        className="polis-input account-textarea"
        id={field.id}
        name={field.name}
        value={String(field.value ?? '')}
        onChange={field.onChange}
        onBlur={field.onBlur}
        rows={4}
        maxLength={1000}
        required={required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? errorId : undefined}
      />
      {field.error ? (
        <p id={errorId} className="polis-field__error" role="alert">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A group's files (several at once, up to its maximum): a real `<input type=file>` behind a button-like label,
 * each chosen file with its thumbnail, name, size and Remove (choosing again adds to them), and a refusal that
 * names the file and says why.
 */
export function ClaimFilesInput({ group }: { group: ClaimFileGroup }) {
  const intl = useIntl();
  const { setFieldValue, setFieldTouched, values } = useFormikContext<ClaimValues>();
  const field = useStepField(group.name);
  const chosen = values[group.name];
  const hintId = `${field.id}-hint`;
  const errorId = `${field.id}-error`;
  const choose = async (files: File[]) => {
    await setFieldValue(group.name, files, true);
    await setFieldTouched(group.name, true, false);
  };
  return (
    <div
      className={
        field.error
          ? 'polis-field polis-field--invalid account-claim-files'
          : 'polis-field account-claim-files'
      }
    >
      <label className="polis-field__label" htmlFor={field.id}>
        <FormattedMessage id={`account.claimForm.files.${group.name}`} />
        {group.required ? (
          <span className="polis-field__required" aria-hidden="true">
            *
          </span>
        ) : (
          <>
            {' '}
            <FormattedMessage id="account.claimForm.optional" />
          </>
        )}
      </label>
      <input
        id={field.id}
        name={group.name}
        type="file"
        multiple
        className="account-claim-files__input"
        accept={group.accept.join(',')}
        aria-describedby={field.error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={field.error ? true : undefined}
        onChange={async (event) => {
          const input = event.currentTarget;
          await choose([...chosen, ...Array.from(input.files ?? [])]);
          // The same file chosen again after Remove is a change too.
          input.value = '';
        }}
      />
      <label htmlFor={field.id} className="account-claim-files__button" aria-hidden="true">
        <FormattedMessage id="account.claimForm.files.choose" />
      </label>
      {chosen.length > 0 ? (
        <ul className="account-claim-files__list">
          {chosen.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              <FilePreview
                file={file}
                name={file.name}
                size={file.size}
                onRemove={() => void choose(chosen.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <p id={hintId} className="polis-field__hint">
        {intl.formatMessage(
          {
            id: `account.claimForm.files.hint.${group.accept.includes('application/pdf') ? 'pdf' : 'image'}`,
          },
          { max: group.max },
        )}
      </p>
      {field.error ? (
        <p id={errorId} className="polis-field__error" role="alert">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}
