import { DateTime } from 'luxon';

/** The insurer works in Tashkent time: moments (ISO, UTC) are shown as the Tashkent calendar day. */
export const TASHKENT = 'Asia/Tashkent';

/** `DD.MM.YYYY` of an ISO moment in Tashkent; empty for an unreadable value. */
export function tashkentDay(iso: string): string {
  const moment = DateTime.fromISO(iso, { zone: 'utc' }).setZone(TASHKENT);
  return moment.isValid ? moment.toFormat('dd.LL.yyyy') : '';
}
