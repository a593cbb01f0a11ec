import type { MessageId, PageContent } from './content-types';

export const TAKAFUL: PageContent = {
  title: 'content.takaful.title',
  lead: 'content.takaful.lead',
  sections: [
    {
      heading: 'content.takaful.what.heading',
      blocks: [
        { kind: 'p', text: 'content.takaful.what.p1' },
        { kind: 'p', text: 'content.takaful.what.p2' },
      ],
    },
    {
      heading: 'content.takaful.principles.heading',
      blocks: [
        {
          kind: 'ul',
          items: [
            'content.takaful.principles.riba',
            'content.takaful.principles.gharar',
            'content.takaful.principles.surplus',
            'content.takaful.principles.sharia',
          ],
        },
      ],
    },
  ],
};

export interface TakafulProduct {
  readonly slug: string;
  readonly title: MessageId;
  /** One sentence: the product list's summary and the product page's lead. */
  readonly lead: MessageId;
  readonly cover: readonly MessageId[];
  readonly contribution: MessageId;
}

export const TAKAFUL_PRODUCTS: readonly TakafulProduct[] = [
  {
    slug: 'family',
    title: 'content.takaful.family.title',
    lead: 'content.takaful.family.lead',
    cover: [
      'content.takaful.family.death',
      'content.takaful.family.disability',
      'content.takaful.family.illness',
    ],
    contribution: 'content.takaful.family.contribution',
  },
  {
    slug: 'property',
    title: 'content.takaful.property.title',
    lead: 'content.takaful.property.lead',
    cover: [
      'content.takaful.property.fire',
      'content.takaful.property.water',
      'content.takaful.property.theft',
    ],
    contribution: 'content.takaful.property.contribution',
  },
  {
    slug: 'travel',
    title: 'content.takaful.travel.title',
    lead: 'content.takaful.travel.lead',
    cover: [
      'content.takaful.travel.medical',
      'content.takaful.travel.evacuation',
      'content.takaful.travel.luggage',
    ],
    contribution: 'content.takaful.travel.contribution',
  },
];

export const takafulProduct = (slug: string | undefined) => TAKAFUL_PRODUCTS.find((p) => p.slug === slug);

/** A product page in the shape of every information page, so it renders with the same components. */
export const takafulProductPage = (product: TakafulProduct): PageContent => ({
  title: product.title,
  lead: product.lead,
  sections: [
    { heading: 'content.takaful.product.cover', blocks: [{ kind: 'ul', items: product.cover }] },
    { heading: 'content.takaful.product.contribution', blocks: [{ kind: 'p', text: product.contribution }] },
    {
      heading: 'content.takaful.product.join',
      blocks: [{ kind: 'p', text: 'content.takaful.product.joinText' }, { kind: 'contacts' }],
    },
  ],
});
