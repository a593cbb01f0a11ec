import { FormattedMessage } from 'react-intl';
import { Price } from '@polis/ui';
import { isAcceptedStart } from './model/dates';
import { osagoQuote } from './model/osago-price';
import type { OsagoSnapshot } from './model/osago-state';

type Snap = Partial<OsagoSnapshot>;

/** The price for these answers: the car's base until the owner and the policy are known. */
export const quoteOf = (s: Snap) => {
  const car = s.about_car?.car;
  const owner = s.personal_data_short;
  if (!car || !owner || !s.polis) return s.about_car?.baseUzs;
  return osagoQuote(car, s.polis, owner.discountId, owner.isLegal)?.total;
};

/**
 * The car found, its owner, until when it is still insured and the price so far, above the owner, policy and
 * drivers steps. The policy step shows its own total as it is chosen: one total on screen at a time.
 */
export function CarSummary({ snapshot, total }: { readonly snapshot: Snap; readonly total: boolean }) {
  const car = snapshot.about_car?.car;
  if (!car) return null;
  const price = quoteOf(snapshot);
  const insured = snapshot.about_car?.insured;
  return (
    <div className="osago-summary">
      <p>
        <strong>{car.carModel}</strong> · {car.gosNumber}
      </p>
      {car.carOwner ? (
        <p className="osago-muted">
          <FormattedMessage id="osago.summary.owner" values={{ owner: car.carOwner }} />
        </p>
      ) : null}
      {insured ? (
        <p className="osago-muted">
          <FormattedMessage
            id={isAcceptedStart(insured.nextStart) ? 'osago.car.insuredUntil' : 'osago.car.insuredTooLong'}
            values={{
              insured_until: insured.until,
              next_start_date: insured.nextStart,
              buy_from: insured.buyFrom,
            }}
          />
        </p>
      ) : null}
      {total && price !== undefined && snapshot.personal_data_short ? (
        <p>
          <FormattedMessage id="osago.policy.total" /> <Price amount={price} size="sm" />
        </p>
      ) : null}
    </div>
  );
}
