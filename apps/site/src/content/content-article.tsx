import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageMeta } from '@polis/shell';
import { Container, PageTitle } from '@polis/ui';
import { SectionView } from './content-blocks';
import type { MessageId, PageContent } from './content-types';
import './content.css';

/** The reading column every content page sits in. */
export function ContentLayout({ children }: { children: ReactNode }) {
  return (
    <Container size="narrow" className="content-page">
      {children}
    </Container>
  );
}

/** The h1, the lead and the page's meta title and description (the lead is the description). */
export function PageHeader({
  title,
  lead,
  noIndex,
}: {
  title: MessageId;
  lead: MessageId;
  noIndex?: boolean;
}) {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: title });
  const description = intl.formatMessage({ id: lead });
  return (
    <>
      <PageMeta title={heading} description={description} noIndex={noIndex} />
      <PageTitle lead={description}>{heading}</PageTitle>
    </>
  );
}

/** An information page: header, its sections, then anything page-specific (a list of products, a back link). */
export function Article({ content, children }: { content: PageContent; children?: ReactNode }) {
  return (
    <ContentLayout>
      <article>
        <PageHeader title={content.title} lead={content.lead} noIndex={content.noIndex} />
        {content.sections.map((section) => (
          <SectionView key={section.heading} section={section} />
        ))}
        {children}
      </article>
    </ContentLayout>
  );
}
