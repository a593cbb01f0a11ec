import { cabinetErrorMessage, cabinetFailureCode, type MessageRef } from '../model/cabinet-errors';

/** This page's own refusals; the rest (network, time-out, session, 4xx) as the cabinet says them. */
const TEXTS: Readonly<Record<string, string>> = {
  session_not_found: 'myData.error.sessionGone',
  offer_not_withdrawable: 'myData.error.offer',
};

/** The text of a failed call of the "My data" tab, in the user's language. */
export function myDataError(error: unknown): MessageRef {
  const id = TEXTS[cabinetFailureCode(error) ?? ''];
  return id ? { id } : cabinetErrorMessage(error);
}
