import { FormattedMessage } from 'react-intl';

/** A step's refusal (a look-up that found nothing, a registry check), announced to screen readers. */
export function KitError({
  id,
  values,
}: {
  readonly id: string | null | undefined;
  readonly values?: Readonly<Record<string, string | number>>;
}) {
  if (!id) return null;
  return (
    <p className="kit-error" role="alert">
      <FormattedMessage id={id} values={values} />
    </p>
  );
}
