import { FormattedMessage } from 'react-intl';
import type { PolicyChangeKind, PolicyChangeOptions } from '@polis/api-contract';
import { Button } from '@polis/ui';
import { StepHeading } from '../common/step-heading';

export interface ChangeChoiceProps {
  readonly options: PolicyChangeOptions;
  readonly onChoose: (change: PolicyChangeKind) => void;
}

/** The changes of this product: the allowed ones as buttons, the others with the reason they are not. */
export function ChangeChoice({ options, onChoose }: ChangeChoiceProps) {
  return (
    <section className="account-card account-section">
      <StepHeading>
        <FormattedMessage id="change.choose.heading" />
      </StepHeading>
      <p className="account-muted">
        <FormattedMessage id="change.choose.version" values={{ number: options.version }} />
      </p>
      {options.drivers.length > 0 ? (
        <>
          <h3 className="account-section__title">
            <FormattedMessage id="change.drivers.heading" />
          </h3>
          <ul className="account-list">
            {options.drivers.map((d) => (
              <li key={d.key}>{d.name}</li>
            ))}
          </ul>
        </>
      ) : null}
      {options.changes.length === 0 ? (
        <p>
          <FormattedMessage id="change.none" />
        </p>
      ) : (
        <ul className="account-list">
          {options.changes.map(({ change, allowed, reason }) => (
            <li key={change}>
              <Button
                type="button"
                variant="secondary"
                disabled={!allowed}
                aria-describedby={allowed ? undefined : `change-reason-${change}`}
                onClick={() => onChoose(change)}
              >
                <FormattedMessage id={`change.kind.${change}`} />
              </Button>
              {allowed || !reason ? null : (
                <span id={`change-reason-${change}`} className="account-muted">
                  {' '}
                  <FormattedMessage id={`change.reason.${reason}`} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
