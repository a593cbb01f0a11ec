import { DateTime } from 'luxon';
import { TASHKENT } from '../model/dates';

/**
 * A moment as the insurer keeps time: `DD.MM.YYYY HH:mm` in Tashkent, the cabinet's date style in every
 * language (browsers' Uzbek date names are unreliable).
 */
export function When({ iso }: { iso: string }) {
  const moment = DateTime.fromISO(iso, { zone: 'utc' }).setZone(TASHKENT);
  return <time dateTime={iso}>{moment.isValid ? moment.toFormat('dd.LL.yyyy HH:mm') : ''}</time>;
}
