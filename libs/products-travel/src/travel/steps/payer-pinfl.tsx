import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { useFindPersonMutation } from '@polis/product-kit';
import { splitPassport, type TouristValues, type TouristsValues } from '../model/travel-state';

/** A tourist as the name look-up was asked: the passport (compact, upper case) and the birthday. */
export const identity = (t: Pick<TouristValues, 'passport' | 'birthday'>) =>
  `${t.passport.replace(/\s+/g, '').toUpperCase()}|${t.birthday}`;

/**
 * The payer's PINFL when a tourist pays: once the look-up found that tourist by passport, the person registry
 * gives the PINFL, filled as if typed (touched, validated). Honest: another payer, or the tourist's passport or
 * birthday changed, clears a PINFL filled so; a PINFL typed by hand is never replaced.
 */
export function PayerPinfl({ found }: { readonly found: Readonly<Record<string, string>> }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<TouristsValues>();
  const [findPerson] = useFindPersonMutation();
  const filled = useRef<{ readonly key: string; readonly pinfl: string } | null>(null);
  const tourist = values.turists.find((x) => x.isPayer);
  const citizen = tourist && !tourist.foreign && !values.payer.foreign;
  const key =
    citizen && found[tourist.id] === identity(tourist) && /^[A-Z]{2}\d{7}\|/.test(identity(tourist))
      ? `${tourist.id}|${identity(tourist)}`
      : null;
  useEffect(() => {
    const own = filled.current;
    const pinfl = values.payer.pinfl;
    if (own && own.key !== key) {
      filled.current = null;
      if (pinfl === own.pinfl) void setFieldValue('payer.pinfl', '');
    }
    if (!key || !tourist || filled.current || (pinfl && pinfl !== own?.pinfl)) return;
    let live = true;
    const { series, number } = splitPassport(tourist.passport);
    void findPerson({ passportSeria: series, passportNumber: number, birthday: tourist.birthday }).then(
      (res) => {
        if (!live || !res.data) return;
        filled.current = { key, pinfl: res.data.pinfl };
        void setFieldValue('payer.pinfl', res.data.pinfl);
        void setFieldTouched('payer.pinfl', true, false);
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the paying tourist as found, not each keystroke
  }, [key]);
  return null;
}
