import { FormattedDate } from 'react-intl';
import { TASHKENT } from '../model/dates';

/** A moment as the insurer keeps time: date and time in Tashkent, in the page's language. */
export function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso}>
      <FormattedDate value={iso} dateStyle="medium" timeStyle="short" timeZone={TASHKENT} />
    </time>
  );
}
