import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findPerson } from '../../registries/person-lookup';

/** A typed text on one line: trimmed, runs of white space as one space. */
export const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

/** A save's person (passport `seria` and `number`, the PINFL when sent) in the person registry on its ISO birthday. */
export const findApplicant = (
  db: Kysely<Database>,
  birthday: string,
  { seria, number, pinfl }: { readonly seria: string; readonly number: string; readonly pinfl?: string },
) => findPerson(db, { birthday, passport: { series: seria, number }, ...(pinfl ? { pinfl } : {}) });
