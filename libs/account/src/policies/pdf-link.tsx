import { FormattedMessage } from 'react-intl';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '@polis/ui';

export interface PdfLinkProps {
  /** The server's link; it carries the PDF's own access token, so it works without the session header. */
  readonly url: string;
  /** `EIOO 0000042`, so each link on a list has its own accessible name. */
  readonly number: string;
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
}

/** Opens the policy PDF in a new tab (phones show it in their viewer, desktops can save it from there). */
export function PdfLink({ url, number, variant = 'secondary', size = 'sm' }: PdfLinkProps) {
  return (
    <a className={buttonClassName(variant, size)} href={url} target="_blank" rel="noopener noreferrer">
      <FormattedMessage id="account.policy.pdf" values={{ number }} />
    </a>
  );
}
