import { ageOn } from '@polis/tariffs';
import { addDays } from '../../contracts/format';
import type { Issues } from '../../http/issues';

/** An adult's ages: 18 and over. */
export const ADULT = [18, Number.POSITIVE_INFINITY] as const;

/**
 * A save's date rules on `today` (ISO, Tashkent), each giving the ISO date of its input and adding an issue to
 * `issues` when the rule fails: a start `from` to `to` days ahead; a birthday not in the future whose age is
 * `min` to `max` (`who` names the person in the message).
 */
export const dateRules = (issues: Issues, today: string) => ({
  start(path: string, value: string, from: number, to: number) {
    const start = issues.date(path, value);
    if (start < addDays(today, from) || start > addDays(today, to))
      issues.add(path, `must be ${from} to ${to} days ahead`);
    return start;
  },
  birthday(path: string, value: string, [min, max]: readonly [number, number], who: string) {
    const birthday = issues.date(path, value);
    const age = ageOn(birthday, today);
    if (birthday > today || age < min || age > max)
      issues.add(
        path,
        `${who} must be ${max === ADULT[1] ? `${min} or older` : `${min} to ${max} years old`}`,
      );
    return birthday;
  },
});
