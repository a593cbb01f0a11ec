import { ProductPage } from '@polis/product-kit';
import { travelMessages } from '../travel-messages';
import { TRAVEL_AROUND_UZBEKISTAN } from './travel-around-uzbekistan-product';

/** `travel-around-uzbekistan/:ad?` on the site and `mobile/travel-around-uzbekistan/:ad?` in the webview. */
export function TravelAroundUzbekistanPage() {
  return <ProductPage product={TRAVEL_AROUND_UZBEKISTAN} messages={travelMessages} />;
}
