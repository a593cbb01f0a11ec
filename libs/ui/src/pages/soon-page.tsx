import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '@polis/i18n';
import { buttonClassName } from '../button/button';
import { StatusLayout } from './status-layout';
import { StrokeIcon } from '../icons/stroke-icon';

/** The insurer's call centre, shown wherever the site cannot sell something itself. */
export const INSURER_PHONE = '+998 71 200 00 00';

export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export interface SoonPageProps {
  /** The product's (or section's) name, localised (e.g. "KASKO", "My account"). */
  readonly productName: ReactNode;
  /** `section` for parts of the site that are not products (the cabinet, payment results). */
  readonly variant?: 'product' | 'section';
}

/** For what cannot be used online yet: says so plainly and offers the phone and the home page. */
export function SoonPage({ productName, variant = 'product' }: SoonPageProps) {
  const section = variant === 'section';
  return (
    <StatusLayout
      visual={<ClockIcon />}
      title={
        section ? (
          <FormattedMessage id="ui.soon.title" defaultMessage="Coming soon" />
        ) : (
          // The heading names what is not on sale yet: a visitor from a search result sees which product it is.
          <FormattedMessage
            id="ui.soon.productTitle"
            defaultMessage="{product}: coming soon"
            values={{ product: productName }}
          />
        )
      }
      actions={
        <>
          <a href={telHref(INSURER_PHONE)} className={buttonClassName('primary', 'lg')}>
            <span className="polis-button__label">
              <FormattedMessage
                id="ui.soon.callButton"
                defaultMessage="Call {phone}"
                values={{ phone: <span className="polis-status__phone-number">{INSURER_PHONE}</span> }}
              />
            </span>
          </a>
          <LocalizedLink to="" className={buttonClassName('secondary', 'lg')}>
            <FormattedMessage id="ui.goHome" defaultMessage="Go to the home page" />
          </LocalizedLink>
        </>
      }
    >
      <p>
        {section ? (
          <FormattedMessage
            id="ui.soon.sectionText"
            defaultMessage="{section} is not available online yet."
            values={{ section: <strong>{productName}</strong> }}
          />
        ) : (
          <FormattedMessage
            id="ui.soon.text"
            defaultMessage="Buying {product} online is not available yet."
            values={{ product: <strong>{productName}</strong> }}
          />
        )}
      </p>
      <p>
        {section ? (
          <FormattedMessage
            id="ui.soon.sectionCall"
            defaultMessage="If you need help now, call us on {phone}."
            values={{ phone: <span className="polis-status__phone">{INSURER_PHONE}</span> }}
          />
        ) : (
          <FormattedMessage
            id="ui.soon.call"
            defaultMessage="To take out this policy now, call us on {phone}: our specialists will help."
            values={{ phone: <span className="polis-status__phone">{INSURER_PHONE}</span> }}
          />
        )}
      </p>
    </StatusLayout>
  );
}

function ClockIcon() {
  return (
    <StrokeIcon size={56} strokeWidth={1.75} className="polis-status__icon">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </StrokeIcon>
  );
}
