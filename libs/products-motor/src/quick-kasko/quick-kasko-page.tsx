import { ProductPage } from '@polis/product-kit';
import { motorMessages } from '../motor-messages';
import { QUICK_KASKO } from './quick-kasko-product';

/** `quick-car-insurance`, `quick-car-insurance/:ad?`, `mobile/quick-car-insurance`, `mobile/quick-car-insurance/:ad?`. */
export function QuickKaskoPage() {
  return <ProductPage product={QUICK_KASKO} messages={motorMessages} />;
}
