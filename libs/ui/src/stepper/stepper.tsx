import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cx } from '../class-names';
import { CheckIcon } from '../icons/check-icon';
import { VisuallyHidden } from '../visually-hidden';
import './stepper.css';

export interface StepperStep {
  readonly id: string;
  readonly title: ReactNode;
  /** Steps that do not apply to this purchase (e.g. drivers for an unlimited policy) are left out. */
  readonly hidden?: boolean;
}

export interface StepperProps {
  readonly steps: readonly StepperStep[];
  readonly activeId: string;
  readonly completedIds?: readonly string[];
  /** Lets the user go back to a completed step; other steps are never clickable. */
  readonly onStepClick?: (id: string) => void;
  readonly className?: string;
}

type StepState = 'active' | 'completed' | 'upcoming';

/** The wizard's progress as an ordered list: numbers, check marks for done steps, the current one marked. */
export function Stepper({ steps, activeId, completedIds = [], onStepClick, className }: StepperProps) {
  const intl = useIntl();
  const visible = steps.filter((step) => !step.hidden);
  const activeIndex = visible.findIndex((step) => step.id === activeId);
  const stateOf = (id: string): StepState =>
    id === activeId ? 'active' : completedIds.includes(id) ? 'completed' : 'upcoming';

  return (
    <div className={cx('polis-stepper', className)}>
      {activeIndex >= 0 && (
        // The list below says all of this to screen readers; this line is the compact view for phones.
        <p className="polis-stepper__summary" aria-hidden="true">
          <FormattedMessage
            id="ui.stepper.stepOf"
            defaultMessage="Step {current} of {total}"
            values={{ current: activeIndex + 1, total: visible.length }}
          />
          <span className="polis-stepper__summary-title">{visible[activeIndex].title}</span>
        </p>
      )}
      <ol
        className="polis-stepper__list"
        aria-label={intl.formatMessage({ id: 'ui.stepper.label', defaultMessage: 'Progress' })}
      >
        {visible.map((step, index) => {
          const state = stateOf(step.id);
          const body = (
            <>
              <span className="polis-step__marker" aria-hidden="true">
                {state === 'completed' ? <CheckIcon /> : index + 1}
              </span>
              <span className="polis-step__title polis-visually-hidden-phone">{step.title}</span>
              {state === 'completed' && (
                <VisuallyHidden>
                  {' '}
                  <FormattedMessage id="ui.stepper.completed" defaultMessage="(completed)" />
                </VisuallyHidden>
              )}
            </>
          );
          return (
            <li
              key={step.id}
              className={cx('polis-step', `polis-step--${state}`)}
              aria-current={state === 'active' ? 'step' : undefined}
            >
              {state === 'completed' && onStepClick ? (
                <button
                  type="button"
                  className="polis-step__body polis-step__button"
                  onClick={() => onStepClick(step.id)}
                >
                  {body}
                </button>
              ) : (
                <span className="polis-step__body">{body}</span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
