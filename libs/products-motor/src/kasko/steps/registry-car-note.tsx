import { FormattedMessage } from 'react-intl';
import { FormattedPrice } from '@polis/i18n';
import { tashkentToday } from '@polis/wizard-core';
import { kaskoCarOf, kaskoQuoteOf } from '../model/kasko-price';
import type { KaskoSnapshot } from '../model/kasko-state';

/**
 * The car as the vehicle registry found it, above the steps after the about-car step: insured as made in the
 * registry's year, with the sum insured and the premium of that year (said plainly when the year chosen on
 * the first step was another). Nothing while the registry has no year: the year chosen stands.
 */
export function RegistryCarNote({ snapshot }: { readonly snapshot: Partial<KaskoSnapshot> }) {
  const thisYear = tashkentToday().year;
  const car = kaskoCarOf(snapshot, thisYear);
  const premium = kaskoQuoteOf(snapshot, thisYear);
  if (!car?.fromRegistry || premium === undefined || !snapshot.selectCar) return null;
  const values = {
    car: snapshot.selectCar.carLabel,
    year: car.year,
    chosen: snapshot.selectCar.year,
    price: <FormattedPrice amount={car.price} />,
    premium: <FormattedPrice amount={premium} />,
  };
  return (
    <p className="kit-note" aria-live="polite">
      <FormattedMessage
        id={car.year === snapshot.selectCar.year ? 'kasko.registry.car' : 'kasko.registry.yearChanged'}
        values={values}
      />
    </p>
  );
}
