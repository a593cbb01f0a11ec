import { formatDate } from '../../contracts/format';

/** Empty strings and null both mean "not given" (the forms send "" for blanks). */
export const given = (value: string | null | undefined): string | null => (value ? value : null);

/** DD.MM.YYYY for answers (what the forms show); the registry keeps YYYY-MM-DD. */
export const dotted = (isoDate: string) => formatDate(isoDate);
