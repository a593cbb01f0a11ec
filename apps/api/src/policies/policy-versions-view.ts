import type { Kysely } from 'kysely';
import type { PolicyVerification } from '@polis/api-contract';
import { tashkentDate } from '../contracts/format';
import { versionsOf } from '../contracts/policy-versions';
import type { Database } from '../db/schema';
import type { Localised } from './policy-facts';

/**
 * A changed policy's current version and its history (issue 27), as the PDF and the verification show them: the
 * number, the day it took effect and what changed, in words that name no person and no document.
 */

export interface VersionFacts {
  readonly number: number;
  /** YYYY-MM-DD (Tashkent) the current version took effect. */
  readonly date: string;
  readonly history: readonly { number: number; change: string; summary: string; date: string }[];
}

/** The change kinds in the PDF's and the page's languages. */
export const CHANGE_NAMES: Readonly<Record<string, Localised>> = {
  issued: { uz: 'Berilgan', ru: 'Выдан', en: 'Issued' },
  add_driver: { uz: 'Haydovchi qoʻshildi', ru: 'Добавлен водитель', en: 'Driver added' },
  remove_driver: { uz: 'Haydovchi chiqarildi', ru: 'Исключён водитель', en: 'Driver removed' },
  phone: { uz: 'Telefon oʻzgartirildi', ru: 'Изменён телефон', en: 'Phone changed' },
  plate: { uz: 'Davlat raqami oʻzgartirildi', ru: 'Изменён госномер', en: 'Plate changed' },
  add_traveller: { uz: 'Sayohatchi qoʻshildi', ru: 'Добавлен путешественник', en: 'Traveller added' },
  address: { uz: 'Manzil oʻzgartirildi', ru: 'Изменён адрес', en: 'Address changed' },
};

export const changeName = (change: string): Localised =>
  CHANGE_NAMES[change] ?? { uz: change, ru: change, en: change };

/** The version facts of a changed policy; undefined for one never changed (it is its own version 1). */
export async function versionFacts(
  db: Kysely<Database>,
  contractId: number,
): Promise<VersionFacts | undefined> {
  const versions = await versionsOf(db, contractId);
  const current = versions.find((v) => v.status === 'current');
  if (!current) return undefined;
  const day = (at: string | null) => tashkentDate(new Date(at ?? Date.now()));
  return {
    number: current.number ?? 1,
    date: day(current.effective_at),
    history: versions.map((v) => ({
      number: v.number ?? 1,
      change: v.change,
      summary: v.summary,
      date: day(v.effective_at),
    })),
  };
}

/** The verification answer with the current version and its history, once the policy was changed. */
export async function withVersions(
  db: Kysely<Database>,
  contractId: number,
  verification: PolicyVerification,
): Promise<PolicyVerification> {
  const facts = await versionFacts(db, contractId);
  return facts
    ? { ...verification, version: { number: facts.number, date: facts.date }, history: [...facts.history] }
    : verification;
}
