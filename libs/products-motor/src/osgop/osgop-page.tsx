import { ProductPage } from '@polis/product-kit';
import { motorMessages } from '../motor-messages';
import { OSGOP } from './osgop-product';

/** `osgop`, `osgop/:ad?`. */
export function OsgopPage() {
  return <ProductPage product={OSGOP} messages={motorMessages} />;
}
