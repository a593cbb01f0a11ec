import { ProductPage } from '@polis/product-kit';
import { motorMessages } from '../motor-messages';
import { KASKO } from './kasko-product';

/** `kasko`, `kasko/:ad?`, `mobile/kasko`, `mobile/kasko/:ad?`. */
export function KaskoPage() {
  return <ProductPage product={KASKO} messages={motorMessages} />;
}
