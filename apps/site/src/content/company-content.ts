import type { Cell, PageContent } from './content-types';

export const ABOUT_COMPANY: PageContent = {
  title: 'content.about.title',
  lead: 'content.about.lead',
  sections: [
    {
      heading: 'content.about.who.heading',
      blocks: [
        { kind: 'p', text: 'content.about.who.p1' },
        { kind: 'p', text: 'content.about.who.p2' },
      ],
    },
    {
      heading: 'content.about.products.heading',
      blocks: [
        {
          kind: 'ul',
          items: [
            'content.about.products.motor',
            'content.about.products.travel',
            'content.about.products.property',
            'content.about.products.health',
            'content.about.products.business',
          ],
        },
      ],
    },
    {
      heading: 'content.about.principles.heading',
      blocks: [
        {
          kind: 'ul',
          items: [
            'content.about.principles.claims',
            'content.about.principles.clear',
            'content.about.principles.online',
            'content.about.principles.offices',
          ],
        },
      ],
    },
    {
      heading: 'content.about.more.heading',
      blocks: [
        {
          kind: 'links',
          links: [
            { to: 'company-management', label: 'content.management.title' },
            { to: 'licenses-and-sertificates', label: 'content.licenses.title' },
            { to: 'financial-statements', label: 'content.financial.title' },
            { to: 'branches', label: 'content.branches.title' },
          ],
        },
      ],
    },
  ],
};

export const CHARTER: PageContent = {
  title: 'content.charter.title',
  lead: 'content.charter.lead',
  sections: [
    {
      heading: 'content.charter.general.heading',
      blocks: [
        {
          kind: 'ul',
          items: [
            'content.charter.general.name',
            'content.charter.general.form',
            'content.charter.general.office',
            'content.charter.general.term',
          ],
        },
      ],
    },
    {
      heading: 'content.charter.activity.heading',
      blocks: [
        { kind: 'p', text: 'content.charter.activity.p1' },
        {
          kind: 'ul',
          items: [
            'content.charter.activity.insurance',
            'content.charter.activity.reinsurance',
            'content.charter.activity.investment',
            'content.charter.activity.assessment',
          ],
        },
      ],
    },
    {
      heading: 'content.charter.capital.heading',
      blocks: [{ kind: 'p', text: 'content.charter.capital.p1' }],
    },
    {
      heading: 'content.charter.governance.heading',
      blocks: [
        {
          kind: 'ul',
          items: [
            'content.charter.governance.meeting',
            'content.charter.governance.board',
            'content.charter.governance.management',
            'content.charter.governance.audit',
          ],
        },
        { kind: 'p', text: 'content.charter.governance.copy' },
      ],
    },
  ],
};

const MANAGEMENT_HEAD = ['content.management.col.name', 'content.management.col.role'];

export const COMPANY_MANAGEMENT: PageContent = {
  title: 'content.management.title',
  lead: 'content.management.lead',
  sections: [
    {
      heading: 'content.management.supervisory.heading',
      blocks: [
        {
          kind: 'table',
          caption: 'content.management.supervisory.caption',
          head: MANAGEMENT_HEAD,
          rows: [
            ['content.person.yusupov', 'content.management.role.sbChair'],
            ['content.person.rahimova', 'content.management.role.sbIndependent'],
            ['content.person.tursunov', 'content.management.role.sbMember'],
            ['content.person.islomova', 'content.management.role.sbMember'],
            ['content.person.saidov', 'content.management.role.sbIndependent'],
          ],
        },
      ],
    },
    {
      heading: 'content.management.board.heading',
      blocks: [
        {
          kind: 'table',
          caption: 'content.management.board.caption',
          head: MANAGEMENT_HEAD,
          rows: [
            ['content.person.karimov', 'content.management.role.ceo'],
            ['content.person.abdullayev', 'content.management.role.firstDeputy'],
            ['content.person.nazarova', 'content.management.role.cfo'],
            ['content.person.ergashev', 'content.management.role.claims'],
          ],
        },
      ],
    },
    {
      heading: 'content.management.control.heading',
      blocks: [{ kind: 'p', text: 'content.management.control.p1' }],
    },
  ],
};

const WEEKDAYS = 'content.branches.hours.weekdays';
const office = (city: string, address: string, phone: string, hours = WEEKDAYS): readonly Cell[] => [
  city,
  address,
  { tel: phone },
  hours,
];

export const BRANCHES: PageContent = {
  title: 'content.branches.title',
  lead: 'content.branches.lead',
  sections: [
    {
      heading: 'content.branches.list.heading',
      blocks: [
        {
          kind: 'table',
          caption: 'content.branches.list.caption',
          head: [
            'content.branches.col.city',
            'content.branches.col.address',
            'content.branches.col.phone',
            'content.branches.col.hours',
          ],
          rows: [
            office(
              'content.branches.tashkent.city',
              'content.branches.tashkent.address',
              '+998 71 200 00 00',
              'content.branches.hours.headOffice',
            ),
            office(
              'content.branches.samarkand.city',
              'content.branches.samarkand.address',
              '+998 66 233 10 20',
            ),
            office('content.branches.bukhara.city', 'content.branches.bukhara.address', '+998 65 221 40 30'),
            office('content.branches.fergana.city', 'content.branches.fergana.address', '+998 73 244 50 60'),
            office('content.branches.andijan.city', 'content.branches.andijan.address', '+998 74 223 70 80'),
            office(
              'content.branches.namangan.city',
              'content.branches.namangan.address',
              '+998 69 227 11 22',
            ),
            office('content.branches.nukus.city', 'content.branches.nukus.address', '+998 61 222 33 44'),
            office('content.branches.karshi.city', 'content.branches.karshi.address', '+998 75 221 55 66'),
          ],
        },
      ],
    },
    {
      heading: 'content.branches.headOffice.heading',
      blocks: [{ kind: 'contacts' }],
    },
    {
      heading: 'content.branches.visit.heading',
      blocks: [
        {
          kind: 'ul',
          items: [
            'content.branches.visit.documents',
            'content.branches.visit.claims',
            'content.branches.visit.online',
          ],
        },
      ],
    },
  ],
};

export const JOBS: PageContent = {
  title: 'content.jobs.title',
  lead: 'content.jobs.lead',
  sections: [
    {
      heading: 'content.jobs.agent.heading',
      blocks: [
        { kind: 'p', text: 'content.jobs.agent.p1' },
        {
          kind: 'ul',
          items: ['content.jobs.agent.req1', 'content.jobs.agent.req2', 'content.jobs.agent.req3'],
        },
      ],
    },
    {
      heading: 'content.jobs.adjuster.heading',
      blocks: [
        { kind: 'p', text: 'content.jobs.adjuster.p1' },
        {
          kind: 'ul',
          items: ['content.jobs.adjuster.req1', 'content.jobs.adjuster.req2', 'content.jobs.adjuster.req3'],
        },
      ],
    },
    {
      heading: 'content.jobs.developer.heading',
      blocks: [
        { kind: 'p', text: 'content.jobs.developer.p1' },
        {
          kind: 'ul',
          items: [
            'content.jobs.developer.req1',
            'content.jobs.developer.req2',
            'content.jobs.developer.req3',
          ],
        },
      ],
    },
    {
      heading: 'content.jobs.apply.heading',
      blocks: [{ kind: 'p', text: 'content.jobs.apply.p1' }, { kind: 'contacts' }],
    },
  ],
};
