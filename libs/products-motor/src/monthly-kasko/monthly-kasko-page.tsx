import { ProductPage } from '@polis/product-kit';
import { motorMessages } from '../motor-messages';
import { MONTHLY_KASKO } from './monthly-kasko-product';

/** `mobile/monthly-kasko` and `mobile/monthly-kasko/:ad?` (webview only, spec 001 section 2). */
export function MonthlyKaskoPage() {
  return <ProductPage product={MONTHLY_KASKO} messages={motorMessages} />;
}
