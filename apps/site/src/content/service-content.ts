import type { PageContent } from './content-types';

export const MOBILE_APP: PageContent = {
  title: 'content.app.title',
  lead: 'content.app.lead',
  sections: [
    {
      heading: 'content.app.features.heading',
      blocks: [
        {
          kind: 'ul',
          items: [
            'content.app.features.buy',
            'content.app.features.policies',
            'content.app.features.renew',
            'content.app.features.claims',
            'content.app.features.autopay',
          ],
        },
      ],
    },
    {
      heading: 'content.app.install.heading',
      blocks: [
        {
          kind: 'ol',
          items: ['content.app.install.store', 'content.app.install.search', 'content.app.install.signIn'],
        },
      ],
    },
    {
      heading: 'content.app.security.heading',
      blocks: [{ kind: 'p', text: 'content.app.security.p1' }],
    },
  ],
};

export const NEO_PARTNER: PageContent = {
  title: 'content.partner.title',
  lead: 'content.partner.lead',
  sections: [
    {
      heading: 'content.partner.who.heading',
      blocks: [
        {
          kind: 'ul',
          items: [
            'content.partner.who.agents',
            'content.partner.who.dealers',
            'content.partner.who.travel',
            'content.partner.who.banks',
          ],
        },
      ],
    },
    {
      heading: 'content.partner.benefits.heading',
      blocks: [
        {
          kind: 'ul',
          items: [
            'content.partner.benefits.commission',
            'content.partner.benefits.cabinet',
            'content.partner.benefits.training',
            'content.partner.benefits.manager',
          ],
        },
      ],
    },
    {
      heading: 'content.partner.steps.heading',
      blocks: [
        {
          kind: 'ol',
          items: [
            'content.partner.steps.contact',
            'content.partner.steps.agreement',
            'content.partner.steps.training',
          ],
        },
        { kind: 'contacts' },
      ],
    },
  ],
};

export const MEHR_NURI: PageContent = {
  title: 'content.mehr.title',
  lead: 'content.mehr.lead',
  sections: [
    {
      heading: 'content.mehr.about.heading',
      blocks: [{ kind: 'p', text: 'content.mehr.about.p1' }],
    },
    {
      heading: 'content.mehr.help.heading',
      blocks: [
        {
          kind: 'ul',
          items: [
            'content.mehr.help.children',
            'content.mehr.help.elderly',
            'content.mehr.help.treatment',
            'content.mehr.help.disasters',
          ],
        },
      ],
    },
    {
      heading: 'content.mehr.join.heading',
      blocks: [
        { kind: 'p', text: 'content.mehr.join.p1' },
        { kind: 'links', links: [{ to: 'kindness', label: 'content.mehr.kindness' }] },
        { kind: 'contacts' },
      ],
    },
  ],
};

export const INSURANCE_EVENT: PageContent = {
  title: 'content.event.title',
  lead: 'content.event.lead',
  sections: [
    {
      heading: 'content.event.steps.heading',
      blocks: [
        {
          kind: 'ol',
          items: [
            'content.event.steps.safety',
            'content.event.steps.call',
            'content.event.steps.evidence',
            'content.event.steps.claim',
          ],
        },
      ],
    },
    {
      heading: 'content.event.documents.heading',
      blocks: [
        {
          kind: 'ul',
          items: [
            'content.event.documents.policy',
            'content.event.documents.form',
            'content.event.documents.certificates',
            'content.event.documents.bank',
          ],
        },
      ],
    },
    {
      heading: 'content.event.guide.heading',
      blocks: [
        { kind: 'p', text: 'content.event.guide.p1' },
        { kind: 'links', links: [{ to: 'insurance-event/Main', label: 'content.claims.title' }] },
      ],
    },
  ],
};

export const CLAIMS_GUIDE: PageContent = {
  title: 'content.claims.title',
  lead: 'content.claims.lead',
  sections: [
    {
      heading: 'content.claims.report.heading',
      blocks: [{ kind: 'p', text: 'content.claims.report.p1' }, { kind: 'contacts' }],
    },
    {
      heading: 'content.claims.documents.heading',
      blocks: [
        {
          kind: 'table',
          caption: 'content.claims.documents.caption',
          head: ['content.claims.col.type', 'content.claims.col.documents'],
          rows: [
            ['content.claims.type.motor', 'content.claims.docs.motor'],
            ['content.claims.type.property', 'content.claims.docs.property'],
            ['content.claims.type.accident', 'content.claims.docs.accident'],
            ['content.claims.type.travel', 'content.claims.docs.travel'],
          ],
        },
      ],
    },
    {
      heading: 'content.claims.inspection.heading',
      blocks: [{ kind: 'p', text: 'content.claims.inspection.p1' }],
    },
    {
      heading: 'content.claims.payment.heading',
      blocks: [
        {
          kind: 'ul',
          items: [
            'content.claims.payment.decision',
            'content.claims.payment.transfer',
            'content.claims.payment.refusal',
            'content.claims.payment.appeal',
          ],
        },
      ],
    },
  ],
};

export const SOON: PageContent = {
  title: 'content.soon.title',
  lead: 'content.soon.lead',
  noIndex: true,
  sections: [
    {
      heading: 'content.soon.meanwhile.heading',
      blocks: [
        {
          kind: 'links',
          links: [
            { to: '', label: 'content.soon.home' },
            { to: 'catalogue', label: 'content.soon.catalogue' },
            { to: 'branches', label: 'content.branches.title' },
          ],
        },
      ],
    },
    {
      heading: 'content.soon.help.heading',
      blocks: [{ kind: 'contacts' }],
    },
  ],
};
