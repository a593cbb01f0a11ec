import { useId, type ReactNode } from 'react';

/** Props every labelled field shares. */
export interface FieldChromeProps {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** Shown when present. The parent decides when (after touch, after submit); fields never guess. */
  readonly error?: ReactNode;
}

export const hasError = (error: ReactNode): boolean =>
  error !== undefined && error !== null && error !== false && error !== '';

/** Ids tying a control to its label, hint and error, and the ARIA props the control needs. */
export function useFieldA11y(
  id: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  describedBy?: string,
) {
  const auto = useId();
  const controlId = id ?? `polis-${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = hasError(error) ? `${controlId}-error` : undefined;
  // The error comes first so screen readers say what is wrong before the general hint.
  const describedByAll = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;
  return {
    shell: { controlId, hintId, errorId },
    controlProps: {
      id: controlId,
      'aria-describedby': describedByAll,
      'aria-invalid': errorId ? true : undefined,
    },
  };
}
