import { FormattedMessage, useIntl } from 'react-intl';
import { FormattedPrice } from '@polis/i18n';
import { FactRow } from '../common/fact-row';
import { KNOWN_ADDONS, KNOWN_TERRITORIES, type PolicyFact } from '../model/policy-facts';

/** The printed facts of a policy as a description list. */
export function PolicyFactsList({ facts }: { facts: readonly PolicyFact[] }) {
  if (facts.length === 0) return null;
  return (
    <>
      {facts.map((fact) => (
        <FactRow key={fact.key} label={<FormattedMessage id={`account.policy.fact.${fact.key}`} />}>
          <FactValue fact={fact} />
        </FactRow>
      ))}
    </>
  );
}

function FactValue({ fact }: { fact: PolicyFact }) {
  const intl = useIntl();
  switch (fact.kind) {
    case 'text':
      return <>{fact.value}</>;
    case 'months':
      return <FormattedMessage id="account.policy.months" values={{ count: fact.value }} />;
    case 'drivers':
      return fact.value === 'unlimited' ? (
        <FormattedMessage id="account.policy.driversUnlimited" />
      ) : (
        <FormattedMessage id="account.policy.driversCount" values={{ count: fact.value }} />
      );
    case 'money':
      return <FormattedPrice amount={fact.value} />;
    case 'territory':
      return KNOWN_TERRITORIES.has(fact.value) ? (
        <FormattedMessage id={`account.policy.territory.${fact.value}`} />
      ) : (
        <>{fact.value}</>
      );
    case 'addons':
      return (
        <>
          {intl.formatList(
            fact.value.map((addon) =>
              KNOWN_ADDONS.has(addon)
                ? intl.formatMessage({ id: `account.policy.addon.${addon.replace(/ /g, '-')}` })
                : addon,
            ),
            { type: 'conjunction' },
          )}
        </>
      );
  }
}
