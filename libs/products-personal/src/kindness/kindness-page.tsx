import { ProductPage } from '@polis/product-kit';
import { personalMessages } from '../personal-messages';
import { KINDNESS } from './kindness-product';

/** `kindness`, `kindness/:ad?`. */
export function KindnessPage() {
  return <ProductPage product={KINDNESS} messages={personalMessages} />;
}
