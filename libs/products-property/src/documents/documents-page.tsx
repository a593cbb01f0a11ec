import { ProductPage } from '@polis/product-kit';
import { propertyMessages } from '../property-messages';
import { DOCUMENTS } from './documents-product';

/** `documents`, `documents/:ad?`, `mobile/documents`, `mobile/documents/:ad?`. */
export function DocumentsPage() {
  return <ProductPage product={DOCUMENTS} messages={propertyMessages} />;
}
