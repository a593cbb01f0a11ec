import { ProductPage } from '@polis/product-kit';
import { personalMessages } from '../personal-messages';
import { KIDS } from './kids-product';

/** `kids`, `kids/:ad?`, `mobile/kids`, `mobile/kids/:ad?`. */
export function KidsPage() {
  return <ProductPage product={KIDS} messages={personalMessages} />;
}
