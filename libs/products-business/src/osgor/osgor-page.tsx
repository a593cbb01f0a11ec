import { ProductPage } from '@polis/product-kit';
import { businessMessages } from '../business-messages';
import { OSGOR } from './osgor-product';

/** `osgor`, `osgor/:ad?`. */
export function OsgorPage() {
  return <ProductPage product={OSGOR} messages={businessMessages} />;
}
