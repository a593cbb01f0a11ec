import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { apiHref } from '@polis/api-client';
import { pathTo, RULES_PATHS } from '@polis/api-contract/paths';
import { useLang } from '@polis/i18n';
import { Checkbox } from '@polis/ui';

/** The rules PDF of a product (or the public offer) in the page's language, served by the API. */
export const rulesHref = (key: string, lang: string) => apiHref(pathTo(RULES_PATHS.pdf, { key, lang }));

export interface ConsentProps {
  readonly rulesKey: string;
  readonly checked: boolean;
  readonly error: boolean;
  readonly onChange: (checked: boolean) => void;
}

/** "I agree with the public offer and the insurance rules": asked before an application is saved. */
export function Consent({ rulesKey, checked, error, onChange }: ConsentProps) {
  const intl = useIntl();
  const lang = useLang();
  const pdf = intl.formatMessage({ id: 'kit.consent.opensPdf' });
  const link = (key: string) => (chunks: ReactNode[]) => (
    <a href={rulesHref(key, lang)} target="_blank" rel="noopener noreferrer" title={pdf}>
      {chunks}
    </a>
  );
  return (
    <Checkbox
      id="kit-consent"
      name="consent"
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      // One inline run: the label lays its children out as a column.
      // The label only ticks; the documents open from the line under it (a click on the words never opens one).
      label={intl.formatMessage({ id: 'kit.consent' })}
      hint={
        <span>
          {intl.formatMessage({ id: 'kit.consent.read' }, { offer: link('offer'), rules: link(rulesKey) })}
        </span>
      }
      error={error ? intl.formatMessage({ id: 'kit.consent.required' }) : undefined}
    />
  );
}
