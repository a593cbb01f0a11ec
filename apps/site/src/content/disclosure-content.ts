import type { PageContent } from './content-types';

const ISSUER = 'content.licenses.issuer';

export const LICENSES: PageContent = {
  title: 'content.licenses.title',
  lead: 'content.licenses.lead',
  sections: [
    {
      heading: 'content.licenses.list.heading',
      blocks: [
        {
          kind: 'table',
          caption: 'content.licenses.list.caption',
          head: [
            'content.licenses.col.type',
            'content.licenses.col.number',
            'content.licenses.col.issuer',
            'content.licenses.col.date',
          ],
          rows: [
            ['content.licenses.voluntary', { raw: 'SF-0187' }, ISSUER, { date: '2019-03-14' }],
            ['content.licenses.compulsory', { raw: 'SF-0188' }, ISSUER, { date: '2019-03-14' }],
            ['content.licenses.reinsurance', { raw: 'SF-0342' }, ISSUER, { date: '2022-08-09' }],
          ],
        },
      ],
    },
    {
      heading: 'content.licenses.certificates.heading',
      blocks: [
        {
          kind: 'ul',
          items: ['content.licenses.certificates.rules', 'content.licenses.certificates.security'],
        },
      ],
    },
    {
      heading: 'content.licenses.check.heading',
      blocks: [{ kind: 'p', text: 'content.licenses.check.p1' }],
    },
  ],
};

export const AUDITORS: PageContent = {
  title: 'content.auditors.title',
  lead: 'content.auditors.lead',
  sections: [
    {
      heading: 'content.auditors.current.heading',
      blocks: [{ kind: 'p', text: 'content.auditors.current.p1' }],
    },
    {
      heading: 'content.auditors.history.heading',
      blocks: [
        {
          kind: 'table',
          caption: 'content.auditors.history.caption',
          head: ['content.auditors.col.year', 'content.auditors.col.firm', 'content.auditors.col.opinion'],
          rows: [
            [{ raw: '2025' }, 'content.auditors.firm.tag', 'content.auditors.opinion.unmodified'],
            [{ raw: '2024' }, 'content.auditors.firm.tag', 'content.auditors.opinion.unmodified'],
            [{ raw: '2023' }, 'content.auditors.firm.ishonch', 'content.auditors.opinion.unmodified'],
          ],
        },
      ],
    },
    {
      heading: 'content.auditors.selection.heading',
      blocks: [
        { kind: 'p', text: 'content.auditors.selection.p1' },
        { kind: 'p', text: 'content.common.onRequest' },
      ],
    },
  ],
};

const STATEMENT_HEAD = [
  'content.financial.col.period',
  'content.financial.col.document',
  'content.financial.col.standard',
];

export const FINANCIAL_STATEMENTS: PageContent = {
  title: 'content.financial.title',
  lead: 'content.financial.lead',
  sections: [
    {
      heading: 'content.financial.annual.heading',
      blocks: [
        {
          kind: 'table',
          caption: 'content.financial.annual.caption',
          head: STATEMENT_HEAD,
          rows: [
            [{ raw: '2025' }, 'content.financial.doc.audited', 'content.financial.std.ifrs'],
            [{ raw: '2025' }, 'content.financial.doc.annual', 'content.financial.std.nas'],
            [{ raw: '2024' }, 'content.financial.doc.audited', 'content.financial.std.ifrs'],
            [{ raw: '2024' }, 'content.financial.doc.annual', 'content.financial.std.nas'],
          ],
        },
      ],
    },
    {
      heading: 'content.financial.quarterly.heading',
      blocks: [
        {
          kind: 'table',
          caption: 'content.financial.quarterly.caption',
          head: STATEMENT_HEAD,
          rows: [
            ['content.financial.q3', 'content.financial.doc.interim', 'content.financial.std.nas'],
            ['content.financial.q2', 'content.financial.doc.interim', 'content.financial.std.nas'],
            ['content.financial.q1', 'content.financial.doc.interim', 'content.financial.std.nas'],
          ],
        },
      ],
    },
    {
      heading: 'content.financial.request.heading',
      blocks: [
        { kind: 'p', text: 'content.common.onRequest' },
        { kind: 'p', text: 'content.common.portal' },
      ],
    },
  ],
};

const FACT_HEAD = ['content.facts.col.date', 'content.facts.col.event'];

export const MATERIAL_FACTS: PageContent = {
  title: 'content.facts.title',
  lead: 'content.facts.lead',
  sections: [
    {
      heading: 'content.facts.2026.heading',
      blocks: [
        {
          kind: 'table',
          caption: 'content.facts.2026.caption',
          head: FACT_HEAD,
          rows: [
            [{ date: '2026-09-02' }, 'content.facts.board'],
            [{ date: '2026-07-10' }, 'content.facts.dividends'],
            [{ date: '2026-06-22' }, 'content.facts.meeting'],
          ],
        },
      ],
    },
    {
      heading: 'content.facts.2025.heading',
      blocks: [
        {
          kind: 'table',
          caption: 'content.facts.2025.caption',
          head: FACT_HEAD,
          rows: [
            [{ date: '2025-06-23' }, 'content.facts.meeting'],
            [{ date: '2025-03-28' }, 'content.facts.capital'],
          ],
        },
      ],
    },
    {
      heading: 'content.facts.where.heading',
      blocks: [
        { kind: 'p', text: 'content.common.portal' },
        { kind: 'p', text: 'content.common.onRequest' },
      ],
    },
  ],
};

export const AFFILIATES: PageContent = {
  title: 'content.affiliates.title',
  lead: 'content.affiliates.lead',
  sections: [
    {
      heading: 'content.affiliates.list.heading',
      blocks: [
        {
          kind: 'table',
          caption: 'content.affiliates.list.caption',
          head: [
            'content.affiliates.col.name',
            'content.affiliates.col.grounds',
            'content.affiliates.col.since',
          ],
          rows: [
            ['content.affiliates.invest', 'content.affiliates.grounds.shareholder', { date: '2017-05-12' }],
            [
              'content.affiliates.assistance',
              'content.affiliates.grounds.subsidiary',
              { date: '2021-02-01' },
            ],
            ['content.person.yusupov', 'content.affiliates.grounds.board', { date: '2022-06-24' }],
            ['content.person.rahimova', 'content.affiliates.grounds.board', { date: '2022-06-24' }],
            ['content.person.karimov', 'content.affiliates.grounds.ceo', { date: '2020-09-01' }],
          ],
        },
      ],
    },
    {
      heading: 'content.affiliates.changes.heading',
      blocks: [{ kind: 'p', text: 'content.affiliates.changes.p1' }],
    },
  ],
};

export const NOTICES: PageContent = {
  title: 'content.notices.title',
  lead: 'content.notices.lead',
  sections: [
    {
      heading: 'content.notices.fraud.heading',
      blocks: [
        { kind: 'date', date: '2026-11-03' },
        { kind: 'p', text: 'content.notices.fraud.p1' },
      ],
    },
    {
      heading: 'content.notices.holiday.heading',
      blocks: [
        { kind: 'date', date: '2026-08-25' },
        { kind: 'p', text: 'content.notices.holiday.p1' },
      ],
    },
    {
      heading: 'content.notices.meeting.heading',
      blocks: [
        { kind: 'date', date: '2026-05-20' },
        { kind: 'p', text: 'content.notices.meeting.p1' },
      ],
    },
  ],
};

export const BUSINESS_PLAN: PageContent = {
  title: 'content.strategy.title',
  lead: 'content.strategy.lead',
  sections: [
    {
      heading: 'content.strategy.goals.heading',
      blocks: [
        {
          kind: 'ul',
          items: [
            'content.strategy.goals.online',
            'content.strategy.goals.claims',
            'content.strategy.goals.regions',
            'content.strategy.goals.takaful',
          ],
        },
      ],
    },
    {
      heading: 'content.strategy.plan.heading',
      blocks: [
        {
          kind: 'table',
          caption: 'content.strategy.plan.caption',
          head: ['content.strategy.col.indicator', 'content.strategy.col.target'],
          rows: [
            ['content.strategy.kpi.premiums', 'content.strategy.kpi.premiumsTarget'],
            ['content.strategy.kpi.online', 'content.strategy.kpi.onlineTarget'],
            ['content.strategy.kpi.combined', 'content.strategy.kpi.combinedTarget'],
            ['content.strategy.kpi.nps', 'content.strategy.kpi.npsTarget'],
          ],
        },
      ],
    },
    {
      heading: 'content.strategy.approach.heading',
      blocks: [{ kind: 'p', text: 'content.strategy.approach.p1' }],
    },
  ],
};
