import { ProductPage } from '@polis/product-kit';
import { propertyMessages } from '../property-messages';
import { PETS } from './pets-product';

/** `pets`, `mobile/pets`, `mobile/pets/:ad?`. */
export function PetsPage() {
  return <ProductPage product={PETS} messages={propertyMessages} />;
}
