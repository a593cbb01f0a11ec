import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '@polis/i18n';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '@polis/ui';

export interface RenewLinkProps {
  /** The policy's renewal token (`CabinetPolicy.renewal`): set while it ends within 30 days, unrenewed. */
  readonly token: string | null;
  /** `EIOO 0000042`, so each link on a list has its own accessible name. */
  readonly number: string;
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
}

/**
 * "Renew": the site's one-tap renewal of this policy (`/{lang}/prolong/{token}`), the page its reminder links
 * to. Another app on this origin: LocalizedLink makes it a plain link (a full page load).
 */
export function RenewLink({ token, number, variant = 'primary', size = 'sm' }: RenewLinkProps) {
  const intl = useIntl();
  if (!token) return null;
  return (
    <LocalizedLink
      to="prolong/:token"
      params={{ token }}
      className={buttonClassName(variant, size)}
      aria-label={intl.formatMessage({ id: 'account.policy.renewLabel' }, { number })}
    >
      <FormattedMessage id="account.policy.renew" />
    </LocalizedLink>
  );
}
