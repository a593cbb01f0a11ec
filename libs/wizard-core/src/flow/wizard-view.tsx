import './wizard.css';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Stepper, VisuallyHidden } from '@polis/ui';
import type { WizardFlow } from './use-wizard-flow';
import { StepScopeContext } from './step-context';

export interface WizardViewProps<Snap> {
  readonly flow: WizardFlow<Snap>;
  /** The step's title (already translated). */
  readonly titleOf: (id: string) => string;
  readonly children: ReactNode;
  /** Shown between the stepper and the step (a summary of what is being bought). */
  readonly aside?: ReactNode;
  /** Whether the page's own Back button is offered on this step. */
  readonly canGoBack?: (id: string) => boolean;
  /** Completed steps in the stepper open again on click. */
  readonly stepperLinks?: boolean;
  /** Told a step's values as they are typed (before they are submitted). */
  readonly onTyping?: (id: string, values: unknown) => void;
}

/**
 * The frame of a wizard: the stepper, the step's heading (focused on every step change and announced),
 * the page's own Back button, and the step itself. The step's form hands back what it holds when left.
 */
export function WizardView<Snap>({
  flow,
  titleOf,
  children,
  aside,
  canGoBack = () => true,
  stepperLinks = true,
  onTyping,
}: WizardViewProps<Snap>) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const visible = flow.visibleSteps;
  const index = visible.findIndex((s) => s.id === flow.active);
  const onHidden = index < 0;

  useEffect(() => {
    // The first step keeps the page's natural focus; every change after it moves to the new heading.
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [flow.active]);

  const { active, hold, generation } = flow;
  const scope = useMemo(
    () => ({
      id: active,
      hold: (id: string, values: unknown) => hold(id, values, generation),
      typing: onTyping,
    }),
    [active, hold, generation, onTyping],
  );
  const title = titleOf(flow.active);
  return (
    <div className="polis-wizard">
      {onHidden ? null : (
        <Stepper
          steps={visible.map((s) => ({ id: s.id, title: titleOf(s.id) }))}
          activeId={flow.active}
          completedIds={flow.done}
          onStepClick={stepperLinks ? flow.choose : undefined}
        />
      )}
      <p
        aria-live="polite"
        aria-atomic="true"
        className="polis-wizard__announce"
        data-testid="wizard-announce"
      >
        <VisuallyHidden>
          {onHidden
            ? title
            : intl.formatMessage(
                { id: 'wizard.announce' },
                { current: index + 1, total: visible.length, title },
              )}
        </VisuallyHidden>
      </p>
      {aside}
      <h2 ref={heading} tabIndex={-1} className="polis-wizard__title">
        {title}
      </h2>
      {flow.previous && canGoBack(flow.active) ? (
        <button type="button" className="polis-wizard__back" onClick={flow.back}>
          <FormattedMessage id="wizard.back" />
        </button>
      ) : null}
      {/* A reset renders the step anew, even when it stays on the same step (its form starts empty). */}
      <StepScopeContext.Provider key={`${flow.active}:${generation}`} value={scope}>
        {children}
      </StepScopeContext.Provider>
    </div>
  );
}
