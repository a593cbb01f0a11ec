import { ProductPage } from '@polis/product-kit';
import { motorMessages } from '../motor-messages';
import { MINI_KASKO } from './mini-kasko-product';

/** `mini-kasko`, `mini-kasko/:ad?`, `mobile/mini-kasko`, `mobile/mini-kasko/:ad?`. */
export function MiniKaskoPage() {
  return <ProductPage product={MINI_KASKO} messages={motorMessages} />;
}
