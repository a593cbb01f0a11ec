import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Spinner } from '@polis/ui';

// The login's steps (and the cabinet's calls and catalogue) load when the visitor asks for them.
const RevealSteps = lazy(() => import('./reveal-steps').then((m) => ({ default: m.RevealSteps })));

/**
 * Where a confirmation stands: none yet, the offer asked again with the new session, or that session's phone
 * is not the policy's (the offer came back masked).
 */
export type RevealState = 'idle' | 'checking' | 'otherPhone';

export interface RevealDetailsProps {
  /** The policy's phone as the offer shows it (masked). */
  readonly phone: string;
  readonly state: RevealState;
  /** The SMS code was right: the page keeps the masked offer on screen until the full one comes. */
  readonly onLoggedIn: () => void;
}

/**
 * "See your details in full" under a masked offer: why they are hidden, and a button that opens the cabinet
 * login's phone and SMS code steps in place. Once logged in, the offer is asked again with the session.
 */
export function RevealDetails({ phone, state, onLoggedIn }: RevealDetailsProps) {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const backToButton = useRef(false);

  useEffect(() => {
    // The steps are gone (the code was accepted): the section's heading keeps the keyboard in place.
    if (state !== 'idle') heading.current?.focus();
  }, [state]);
  useEffect(() => {
    if (open || !backToButton.current) return;
    backToButton.current = false;
    opener.current?.focus();
  }, [open]);

  const cancel = () => {
    backToButton.current = true;
    setOpen(false);
  };
  const loggedIn = () => {
    setOpen(false);
    onLoggedIn();
  };

  return (
    <section className="account-card account-section" aria-labelledby="renewal-reveal">
      <h2 id="renewal-reveal" ref={heading} tabIndex={-1} className="account-section__title">
        <FormattedMessage id="account.renewal.reveal.title" />
      </h2>
      {state === 'checking' ? (
        <Spinner size="sm" showLabel label={<FormattedMessage id="account.renewal.reveal.checking" />} />
      ) : open ? (
        <Suspense fallback={<Spinner size="sm" />}>
          <RevealSteps phone={phone} onCancel={cancel} onLoggedIn={loggedIn} />
        </Suspense>
      ) : (
        <>
          {state === 'otherPhone' ? (
            <p className="account-error" role="alert">
              <FormattedMessage
                id="account.renewal.reveal.otherPhone"
                values={{ phone: <span className="account-nowrap">{phone}</span> }}
              />
            </p>
          ) : null}
          <p className="account-muted">
            <FormattedMessage id="account.renewal.reveal.text" />
          </p>
          <Button ref={opener} variant="secondary" onClick={() => setOpen(true)}>
            <FormattedMessage id="account.renewal.reveal.open" />
          </Button>
        </>
      )}
    </section>
  );
}
