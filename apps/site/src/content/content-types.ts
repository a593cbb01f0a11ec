/** A message id of the content catalogue (`content.*`). */
export type MessageId = string;

/**
 * A table cell: a message id, or a value that reads the same in every language (a phone number, a licence
 * number), or an ISO date shown as DD.MM.YYYY.
 */
export type Cell =
  MessageId | { readonly raw: string } | { readonly date: string } | { readonly tel: string };

export interface LinkItem {
  /** Route pattern without the language prefix. */
  readonly to: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly label: MessageId;
}

export type Block =
  | { readonly kind: 'p'; readonly text: MessageId }
  | { readonly kind: 'ul' | 'ol'; readonly items: readonly MessageId[] }
  | {
      readonly kind: 'table';
      readonly caption: MessageId;
      readonly head: readonly MessageId[];
      readonly rows: readonly (readonly Cell[])[];
    }
  | { readonly kind: 'links'; readonly links: readonly LinkItem[] }
  /** Questions and answers, as a description list. */
  | { readonly kind: 'qa'; readonly items: readonly { readonly q: MessageId; readonly a: MessageId }[] }
  /** The date a notice or an article was published. */
  | { readonly kind: 'date'; readonly date: string }
  | { readonly kind: 'contacts' };

export interface Section {
  readonly heading: MessageId;
  readonly blocks: readonly Block[];
}

/** One information page: its h1, a one-sentence lead (also the meta description) and its sections. */
export interface PageContent {
  readonly title: MessageId;
  readonly lead: MessageId;
  readonly sections: readonly Section[];
  /** Placeholder pages stay out of search results. */
  readonly noIndex?: boolean;
}
