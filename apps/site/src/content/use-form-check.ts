import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from './form-rules';

/**
 * Validation on submit for the forms without an endpoint. `accepted` counts valid submissions: the
 * submission note is keyed by it, so each new attempt moves focus to the note again.
 */
export function useFormCheck<K extends string>(validate: () => FieldErrors<K>) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [failed, setFailed] = useState(0);
  const [accepted, setAccepted] = useState(0);

  useEffect(() => {
    // Focus the first invalid control once the errors are on screen, so it is read out and in view.
    if (failed) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failed]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) {
      setFailed((n) => n + 1);
      setAccepted(0);
    } else {
      setAccepted((n) => n + 1);
    }
  };

  const clearError = (field: K) => setErrors((current) => ({ ...current, [field]: undefined }));

  return { form, errors, onSubmit, accepted, clearError };
}
