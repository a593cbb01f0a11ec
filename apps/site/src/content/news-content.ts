import type { MessageId } from './content-types';

export interface NewsItem {
  readonly slug: string;
  /** ISO date of publication. */
  readonly date: string;
  readonly title: MessageId;
  readonly summary: MessageId;
  readonly body: readonly MessageId[];
}

/** Newest first. `new-osago-tariffs-2026` is the sample slug the route crawl opens (SAMPLE_PARAMS in @polis/routing). */
export const NEWS: readonly NewsItem[] = [
  {
    slug: 'takaful-products-launched',
    date: '2026-10-05',
    title: 'content.news.takaful.title',
    summary: 'content.news.takaful.summary',
    body: ['content.news.takaful.p1', 'content.news.takaful.p2'],
  },
  {
    slug: 'new-office-in-nukus',
    date: '2026-09-14',
    title: 'content.news.nukus.title',
    summary: 'content.news.nukus.summary',
    body: ['content.news.nukus.p1', 'content.news.nukus.p2'],
  },
  {
    slug: 'mehr-nuri-back-to-school',
    date: '2026-08-28',
    title: 'content.news.school.title',
    summary: 'content.news.school.summary',
    body: ['content.news.school.p1', 'content.news.school.p2'],
  },
  {
    slug: 'new-osago-tariffs-2026',
    date: '2025-12-20',
    title: 'content.news.osago.title',
    summary: 'content.news.osago.summary',
    body: ['content.news.osago.p1', 'content.news.osago.p2', 'content.news.osago.p3'],
  },
];

export const newsBySlug = (slug: string | undefined) => NEWS.find((item) => item.slug === slug);
