import { FormattedMessage } from 'react-intl';
import { InsuranceEventClaim } from '@polis/account';
import { Article } from './content-article';
import { ContentMessages } from './content-messages';
import { INSURANCE_EVENT } from './service-content';

/**
 * What to do after an event (the claims line's phone numbers), then the claim online (issue 23). A module of its
 * own: the claim flow's code loads with this page only, not with the other service pages.
 */
export const InsuranceEventPage = () => (
  <ContentMessages>
    <Article content={INSURANCE_EVENT}>
      <section className="content-section" aria-labelledby="insurance-event-online">
        <h2 id="insurance-event-online">
          <FormattedMessage id="content.event.online.heading" />
        </h2>
        <p>
          <FormattedMessage id="content.event.online.p1" />
        </p>
        <InsuranceEventClaim />
      </section>
    </Article>
  </ContentMessages>
);
