import { ProductPage } from '@polis/product-kit';
import { travelMessages } from '../travel-messages';
import { TRAVEL } from './travel-product';

/** `travel`, `travel/:ad?`, `mobile/travel`, `mobile/travel/:ad?`. */
export function TravelPage() {
  return <ProductPage product={TRAVEL} messages={travelMessages} />;
}
