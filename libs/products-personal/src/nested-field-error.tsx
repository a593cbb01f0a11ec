import { FormattedMessage } from 'react-intl';
import { useKitStep } from '@polis/product-kit';

/**
 * A refusal the error table aims at a nested field (`payer.passportNumber`): the kit hands field errors to
 * Formik by their flat name, which Formik reads as a path and so does not show, so the group shows it itself.
 */
export function NestedFieldError({ name }: { readonly name: string }) {
  const message = useKitStep().fieldErrors[name];
  return typeof message === 'string' ? (
    <p className="kit-error" role="alert">
      <FormattedMessage id={message} />
    </p>
  ) : null;
}
