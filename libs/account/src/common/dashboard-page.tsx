import type { ReactNode } from 'react';
import { PageMeta } from '@polis/shell';
import { Container, PageTitle } from '@polis/ui';

export interface DashboardPageProps {
  /** The page's h1 and document title, already localised. */
  readonly title: string;
  readonly lead?: ReactNode;
  readonly actions?: ReactNode;
  /** A link back (to the list from a detail), above the title. */
  readonly back?: ReactNode;
  readonly children: ReactNode;
}

/** The frame of every dashboard page under the tabs: title (not indexed: private), then content. */
export function DashboardPage({ title, lead, actions, back, children }: DashboardPageProps) {
  return (
    <Container className="account-page">
      <PageMeta title={title} noIndex />
      {back ? <div className="account-back">{back}</div> : null}
      <PageTitle lead={lead} actions={actions}>
        {title}
      </PageTitle>
      {children}
    </Container>
  );
}
