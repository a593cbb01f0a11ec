import { ProductPage } from '@polis/product-kit';
import { propertyMessages } from '../property-messages';
import { HOUSING } from './housing-product';

/** `housing/:ad?` on the site and `mobile/housing/:ad?` in the webview. */
export function HousingPage() {
  return <ProductPage product={HOUSING} messages={propertyMessages} />;
}
