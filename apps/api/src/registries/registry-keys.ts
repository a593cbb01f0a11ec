import { normalisePlate } from '@polis/tariffs';

/** The registry stores plates and series in upper case without spaces; forms send them as typed. */
export const plateOf = (value: string) => normalisePlate(value);
export const seriesOf = (value: string) => value.replace(/\s/g, '').toUpperCase();
export const digitsOf = (value: string) => value.replace(/\s/g, '');
