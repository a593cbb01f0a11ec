import { FormattedMessage } from 'react-intl';
import { InsuranceEventClaim } from '@polis/account';
import { Article } from './content-article';
import { ContentMessages } from './content-messages';
import { ContentPage } from './content-page';
import { CLAIMS_GUIDE, INSURANCE_EVENT, MEHR_NURI, MOBILE_APP, NEO_PARTNER, SOON } from './service-content';

export const MobileAppPage = () => <ContentPage content={MOBILE_APP} />;
export const NeoPartnerPage = () => <ContentPage content={NEO_PARTNER} />;
/** Also `mehr-nuri/:ad?`: the advertising segment only picks the sales channel, the page is the same. */
export const MehrNuriPage = () => <ContentPage content={MEHR_NURI} />;
/** What to do after an event (the claims line's phone numbers), then the claim online (issue 23). */
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
export const ClaimsGuidePage = () => <ContentPage content={CLAIMS_GUIDE} />;
export const SoonPage = () => <ContentPage content={SOON} />;
