import { FormattedMessage } from 'react-intl';
import { Consent } from './consent';
import { EmailField } from './email-field';
import { useKitStep } from './kit-context';

/**
 * What a product step shows above its submit button: the optional e-mail for the policy and the consent when
 * these values save the application, and the server's message for the step. Steps with their own form layout
 * render it themselves.
 */
export function KitStepFooter({ values }: { readonly values: unknown }) {
  const chrome = useKitStep();
  return (
    <>
      {chrome.savesWith(values) ? (
        <>
          <EmailField
            value={chrome.email.value}
            error={chrome.email.error}
            onChange={chrome.email.set}
            onBlur={chrome.email.touch}
          />
          <Consent
            rulesKey={chrome.rulesKey}
            checked={chrome.consent.checked}
            error={chrome.consent.error}
            onChange={chrome.consent.set}
          />
        </>
      ) : null}
      {chrome.pageError ? (
        <p className="kit-error" role="alert">
          <FormattedMessage id={chrome.pageError.id} values={chrome.pageError.values} />
        </p>
      ) : null}
    </>
  );
}
