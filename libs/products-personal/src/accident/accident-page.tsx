import { ProductPage } from '@polis/product-kit';
import { personalMessages } from '../personal-messages';
import { ACCIDENT_PRODUCTS } from './accident-product';

/** `accident/:ad?` on the site and `mobile/accident/:ad?` in the webview. */
export function AccidentPage() {
  return <ProductPage product={ACCIDENT_PRODUCTS.general} messages={personalMessages} />;
}
/** `accident-driver/:ad?`: the driver and passengers of one vehicle. */
export function AccidentDriverPage() {
  return <ProductPage product={ACCIDENT_PRODUCTS.driver} messages={personalMessages} />;
}
/** `accident-student/:ad?`. */
export function AccidentStudentPage() {
  return <ProductPage product={ACCIDENT_PRODUCTS.student} messages={personalMessages} />;
}
/** `accident-teacher/:ad?`. */
export function AccidentTeacherPage() {
  return <ProductPage product={ACCIDENT_PRODUCTS.teacher} messages={personalMessages} />;
}
/** `accident-foreign/:ad?`: foreign citizens. */
export function AccidentForeignPage() {
  return <ProductPage product={ACCIDENT_PRODUCTS.foreign} messages={personalMessages} />;
}
