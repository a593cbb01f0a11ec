import './payment.css';
import { FormattedMessage, useIntl } from 'react-intl';
import { buttonClassName } from '@polis/ui';
import type { IssuedPolicy } from './payment-types';
import { SubscriptionStatus } from './auto-payment/subscription-status';

/** The heading of a policy's download: one policy is ready, or several. */
export const policyTitleId = (policy: IssuedPolicy) =>
  policy.all && policy.all.length > 1 ? 'payment.policy.titleMany' : 'payment.policy.title';

/**
 * The hidden last step of every wizard: the issued policy (or every policy of the purchase) and its PDF. Its
 * heading is the page's own unless `titled` is false (a wizard's step title says it already).
 */
export function PolicyDownload({
  policy,
  titled = true,
}: {
  readonly policy: IssuedPolicy;
  readonly titled?: boolean;
}) {
  const intl = useIntl();
  const several = policy.all && policy.all.length > 1 ? policy.all : null;
  return (
    <section
      className="payment-policy"
      {...(titled
        ? { 'aria-labelledby': 'payment-policy-title' }
        : { 'aria-label': intl.formatMessage({ id: policyTitleId(policy) }) })}
    >
      {titled ? (
        <h2 id="payment-policy-title" className="payment-step__title">
          <FormattedMessage id={policyTitleId(policy)} />
        </h2>
      ) : null}
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
