import { ProductPage } from '@polis/product-kit';
import { personalMessages } from '../personal-messages';
import { JOB_LOSS } from './job-loss-product';

/** `job-loss`, `job-loss/:ad?`, `mobile/job-loss`, `mobile/job-loss/:ad?`. */
export function JobLossPage() {
  return <ProductPage product={JOB_LOSS} messages={personalMessages} />;
}
