import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { LocalizedLink, formatDate } from '@polis/i18n';
import { NotFoundRoute } from '@polis/shell';
import { ContentLayout, PageHeader } from './content-article';
import { ContentMessages } from './content-messages';
import { NEWS, newsBySlug, type NewsItem } from './news-content';

const PublishedOn = ({ date }: { date: string }) => (
  <p className="content-date">
    <time dateTime={date}>{formatDate(date)}</time>
  </p>
);

function NewsCard({ item }: { item: NewsItem }) {
  const intl = useIntl();
  return (
    <li className="content-card">
      <article>
        <h2>
          <LocalizedLink to="news/:slug" params={{ slug: item.slug }}>
            {intl.formatMessage({ id: item.title })}
          </LocalizedLink>
        </h2>
        <PublishedOn date={item.date} />
        <p>{intl.formatMessage({ id: item.summary })}</p>
      </article>
    </li>
  );
}

export function NewsListPage() {
  return (
    <ContentMessages>
      <ContentLayout>
        <PageHeader title="content.news.title" lead="content.news.lead" />
        <ul className="content-cards">
          {NEWS.map((item) => (
            <NewsCard key={item.slug} item={item} />
          ))}
        </ul>
      </ContentLayout>
    </ContentMessages>
  );
}

function NewsArticle({ item }: { item: NewsItem }) {
  const intl = useIntl();
  return (
    <ContentLayout>
      <article>
        <PageHeader title={item.title} lead={item.summary} />
        <PublishedOn date={item.date} />
        <div className="content-body">
          {item.body.map((paragraph) => (
            <p key={paragraph}>{intl.formatMessage({ id: paragraph })}</p>
          ))}
        </div>
        <p className="content-back">
          <LocalizedLink to="news">{intl.formatMessage({ id: 'content.news.all' })}</LocalizedLink>
        </p>
      </article>
    </ContentLayout>
  );
}

/** `news/:slug`; a slug that is well formed but unknown is a 404 like any other missing page. */
export function NewsArticlePage() {
  const item = newsBySlug(useParams()['slug']);
  if (!item) return <NotFoundRoute />;
  return (
    <ContentMessages>
      <NewsArticle item={item} />
    </ContentMessages>
  );
}
