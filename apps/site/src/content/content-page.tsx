import { Article } from './content-article';
import { ContentMessages } from './content-messages';
import type { PageContent } from './content-types';

/** An information page with nothing but text: its catalogue, then the article. */
export function ContentPage({ content }: { content: PageContent }) {
  return (
    <ContentMessages>
      <Article content={content} />
    </ContentMessages>
  );
}
