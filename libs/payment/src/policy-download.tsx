import './payment.css';
import { FormattedMessage, useIntl } from 'react-intl';
import { buttonClassName } from '@polis/ui';
import type { IssuedPolicy } from './payment-types';
import { SubscriptionStatus } from './auto-payment/subscription-status';

/** The hidden last step of every wizard: the issued policy (or every policy of the purchase) and its PDF. */
export function PolicyDownload({ policy }: { readonly policy: IssuedPolicy }) {
  const intl = useIntl();
  const several = policy.all && policy.all.length > 1 ? policy.all : null;
  return (
    <section className="payment-policy" aria-labelledby="payment-policy-title">
      <h2 id="payment-policy-title" className="payment-step__title">
        <FormattedMessage id={several ? 'payment.policy.titleMany' : 'payment.policy.title'} />
      </h2>
      {several ? (
        <ul className="payment-policy__list">
          {several.map((item) => (
            <li key={item.url} className="payment-policy__item">
              <span>
                {item.product ? <strong>{item.product} </strong> : null}
                <FormattedMessage id="payment.policy.number" values={{ number: item.number }} />
              </span>
              <a
                className={buttonClassName('secondary', 'md')}
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                download
                aria-label={intl.formatMessage({ id: 'payment.policy.downloadOne' }, { number: item.number })}
              >
                <FormattedMessage id="payment.policy.downloadShort" />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <>
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
        </>
      )}
      {policy.autoPaymentContractId ? (
        <SubscriptionStatus contractId={policy.autoPaymentContractId} orderId={policy.autoPaymentOrderId} />
      ) : null}
    </section>
  );
}
