import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageMeta } from '@polis/shell';
import { SectionView } from './content-blocks';
import type { MessageId, PageContent } from './content-types';
import './content.css';

/** The h1, the lead and the page's meta title and description (the lead is the description). */
export function PageHeader({
  title,
  lead,
  noIndex,
  children,
}: {
  title: MessageId;
  lead: MessageId;
  noIndex?: boolean;
  /** Shown between the h1 and the lead (an article's date). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: title });
  const description = intl.formatMessage({ id: lead });
  return (
    <header className="content-page__header">
      <PageMeta title={heading} description={description} noIndex={noIndex} />
      <h1>{heading}</h1>
      {children}
      <p className="content-page__lead">{description}</p>
    </header>
  );
}

/** An information page: header, its sections, then anything page-specific (a form, a list of links). */
export function Article({ content, children }: { content: PageContent; children?: ReactNode }) {
  return (
    <article className="content-page">
      <PageHeader title={content.title} lead={content.lead} noIndex={content.noIndex} />
      {content.sections.map((section) => (
        <SectionView key={section.heading} section={section} />
      ))}
      {children}
    </article>
  );
}
