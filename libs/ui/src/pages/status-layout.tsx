import type { ReactNode } from 'react';
import { Container } from '../layout/container';
import './pages.css';

export interface StatusLayoutProps {
  /** A big figure or icon above the title ("404"). */
  readonly visual?: ReactNode;
  readonly title: ReactNode;
  readonly children?: ReactNode;
  readonly actions?: ReactNode;
}

/** The shared look of the 404, error and "coming soon" pages: centred card, one h1, actions below. */
export function StatusLayout({ visual, title, children, actions }: StatusLayoutProps) {
  return (
    <Container size="narrow" className="polis-status">
      <section className="polis-status__card">
        {visual && <div className="polis-status__visual">{visual}</div>}
        <h1 className="polis-status__title">{title}</h1>
        {children && <div className="polis-status__text">{children}</div>}
        {actions && <div className="polis-status__actions">{actions}</div>}
      </section>
    </Container>
  );
}
