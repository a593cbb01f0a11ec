// Apps compile this file from source with their own tsconfig; the reference brings the module's types along.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient .d.ts has no import form
/// <reference path="../react-text-mask.d.ts" />
import { useCallback, useMemo, type InputHTMLAttributes, type Ref } from 'react';
import MaskedInputModule from 'react-text-mask';
import { FieldShell } from './field-shell';
import { useFieldA11y, type FieldChromeProps } from './field-a11y';
import { caseInsensitiveMask, maskFromPattern } from './masks';

export interface MaskedFieldProps
  extends
    FieldChromeProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'size' | 'children'> {
  /** A spec pattern (`## A ### AA`, see maskFromPattern) or a ready mask such as PHONE_MASK. */
  readonly mask: string | ReadonlyArray<string | RegExp>;
  /** Upper-cases letters as they are typed (vehicle numbers, technical passport series). */
  readonly uppercase?: boolean;
  /** Show `_` for the slots still to fill. Off: the value grows as the user types. */
  readonly guide?: boolean;
  readonly value?: string;
  readonly ref?: Ref<HTMLInputElement>;
}

// react-text-mask is CommonJS with `__esModule`. Bundlers that follow Node's rules for `"type": "module"`
// packages (Vite 8 does, for this library) hand us the whole `module.exports`, Jest hands us its `default`.
const MaskedInput =
  (MaskedInputModule as unknown as { default?: typeof MaskedInputModule }).default ?? MaskedInputModule;

const toUpper = (conformed: string) => conformed.toUpperCase();

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** A labelled input that formats what the user types with react-text-mask. */
export function MaskedField({
  label,
  hint,
  error,
  id,
  className,
  mask,
  uppercase = false,
  guide = false,
  required,
  ref,
  ...rest
}: MaskedFieldProps) {
  const a11y = useFieldA11y(id, hint, error, rest['aria-describedby']);
  const textMask = useMemo(() => {
    const base = typeof mask === 'string' ? maskFromPattern(mask) : [...mask];
    return uppercase ? caseInsensitiveMask(base) : base;
  }, [mask, uppercase]);

  // react-text-mask keeps its own ref to the input; the caller's ref is attached beside it.
  const renderInput = useCallback(
    (setRef: (el: HTMLInputElement | null) => void, props: InputHTMLAttributes<HTMLInputElement>) => (
      <input
        {...props}
        ref={(el) => {
          setRef(el);
          assignRef(ref, el);
        }}
      />
    ),
    [ref],
  );

  return (
    <FieldShell
      {...a11y.shell}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <MaskedInput
        type="text"
        autoComplete="off"
        {...rest}
        {...a11y.controlProps}
        required={required}
        className="polis-input"
        mask={textMask}
        guide={guide}
        pipe={uppercase ? toUpper : undefined}
        render={renderInput}
      />
    </FieldShell>
  );
}
