import { FormattedMessage } from 'react-intl';
import { useKitStep } from '@polis/product-kit';
import { Button } from '@polis/ui';

/** Reset (spec 001): clears the car and every answer and returns to the first step. */
export function KaskoReset() {
  const { reset } = useKitStep();
  return (
    <Button type="button" variant="secondary" onClick={reset}>
      <FormattedMessage id="kasko.reset" />
    </Button>
  );
}
