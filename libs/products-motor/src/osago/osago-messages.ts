import { productMessageLoader } from '@polis/product-kit';
import { motorMessages } from '../motor-messages';

/** The OSAGO pages' texts with the product frame's, the wizard's and the payment step's (loaded lazily). */
export const loadOsagoMessages = productMessageLoader(motorMessages);
