import { ContentPage } from './content-page';
import { CLAIMS_GUIDE, MEHR_NURI, MOBILE_APP, NEO_PARTNER, SOON } from './service-content';

export const MobileAppPage = () => <ContentPage content={MOBILE_APP} />;
export const NeoPartnerPage = () => <ContentPage content={NEO_PARTNER} />;
/** Also `mehr-nuri/:ad?`: the advertising segment only picks the sales channel, the page is the same. */
export const MehrNuriPage = () => <ContentPage content={MEHR_NURI} />;
export const ClaimsGuidePage = () => <ContentPage content={CLAIMS_GUIDE} />;
export const SoonPage = () => <ContentPage content={SOON} />;
