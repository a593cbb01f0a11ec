import { ProductPage } from '@polis/product-kit';
import { personalMessages } from '../personal-messages';
import { SPORT } from './sport-product';

/** `sport`, `sport/:ad?`, `mobile/sport`, `mobile/sport/:ad?`. */
export function SportPage() {
  return <ProductPage product={SPORT} messages={personalMessages} />;
}
