import { escapeHtml, maskPhone, maskSensitive } from './mask';
import { normalizeUzPhone } from './phone';

/**
 * Leads: the message the internal sales channel calls an applicant back from. It carries the lead's own
 * phone in full (the spec's `{phone}`) and the contact's name; everything else is masked as every chat
 * message is (`maskSensitive`: passports, PINFLs, cards, any other phone). README.md of ../payments,
 * "Outboxes and chat relay". Stored by `sendLead` (chat-outbox.ts).
 */

/** Where the lead's phone goes in the text: replaced in full after the text was masked. */
export const LEAD_PHONE = '{phone}';
/** Where the contact's name goes: replaced before masking, so a passport or PINFL typed as a name is masked. */
export const LEAD_NAME = '{name}';

export interface LeadContact {
  /** The applicant's phone as stored (998 + 9 digits); anything else is masked like any other phone. */
  readonly phone: string | null | undefined;
  /** The contact's name (the holder's, the applicant's, a company contact's); blank shows as `—`. */
  readonly name: string | null | undefined;
}

/** `998901234567` -> `+998 90 123 45 67`: readable, and no run of digits the masking would take. */
export function formatLeadPhone(phone: string): string {
  const local = phone.slice(3);
  return `+998 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5, 7)} ${local.slice(7)}`;
}

/**
 * The stored text of a lead: `{name}` becomes the escaped name, the whole text is masked, then `{phone}`
 * becomes the lead's phone in full. Only that one phone survives, and only when it is a phone (998 + 9
 * digits); a name or detail carrying a passport, PINFL, card or another phone is masked.
 */
export function leadChatText(text: string, contact: LeadContact): string {
  const name = (contact.name ?? '').trim().replace(/\s+/g, ' ');
  const masked = maskSensitive(text.split(LEAD_NAME).join(name ? escapeHtml(name) : '—'));
  const phone = normalizeUzPhone(contact.phone ?? undefined);
  const shown = phone ? formatLeadPhone(phone) : contact.phone ? maskPhone(contact.phone) : '—';
  return masked.split(LEAD_PHONE).join(shown);
}

/** `Name: {name}` and `Phone: {phone}`: the two lines every lead carries. */
export const LEAD_CONTACT_LINES: readonly string[] = [`Name: ${LEAD_NAME}`, `Phone: ${LEAD_PHONE}`];
