import './payment.css';
import { FormattedMessage } from 'react-intl';
import { buttonClassName } from '@polis/ui';
import type { IssuedPolicy } from './payment-types';

/** The hidden last step of every wizard: the issued policy and its PDF. */
export function PolicyDownload({ policy }: { readonly policy: IssuedPolicy }) {
  return (
    <section className="payment-policy" aria-labelledby="payment-policy-title">
      <h2 id="payment-policy-title" className="payment-step__title">
        <FormattedMessage id="payment.policy.title" />
      </h2>
      <p role="status">
        <FormattedMessage
          id="payment.policy.number"
          values={{ number: `${policy.series} ${policy.number}` }}
        />
      </p>
      <a
        className={buttonClassName('primary', 'lg', true)}
        href={policy.url}
        target="_blank"
        rel="noopener noreferrer"
        download
      >
        <FormattedMessage id="payment.policy.download" />
      </a>
    </section>
  );
}
