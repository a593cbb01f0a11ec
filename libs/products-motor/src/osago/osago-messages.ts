import type { Messages } from '@polis/i18n';
import type { Lang } from '@polis/routing';
import { motorMessages } from '../motor-messages';

/** The OSAGO pages' texts with the payment step's; the payment library is loaded lazily, its catalogue too. */
export const loadOsagoMessages = async (lang: Lang): Promise<Messages> => {
  const [motor, payment] = await Promise.all([
    motorMessages[lang](),
    import('@polis/payment').then((m) => m.paymentMessages[lang]()),
  ]);
  return { ...motor, ...payment };
};
