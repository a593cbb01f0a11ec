import { ProductPage } from '@polis/product-kit';
import { travelMessages } from '../travel-messages';
import { TRAVEL_MINIMAL } from '../travel/travel-product';

/** `travel-minimal`, `travel-minimal/:ad?`: the travel wizard locked to the cheapest program. */
export function TravelMinimalPage() {
  return <ProductPage product={TRAVEL_MINIMAL} messages={travelMessages} />;
}
