import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sendLead } from '../outbox/chat-outbox';
import { LEAD_CONTACT_LINES } from '../outbox/lead';
import { escapeHtml } from '../outbox/mask';
import type { VehicleRecord } from './vehicle-lookup';

/** A repeated /save-ip for the same vehicle on the same channel within this window is the same lead. */
const LEAD_WINDOW_MS = 10 * 60 * 1000;

/**
 * Records an unfinished application and reports it to the chat relay, in one transaction. Repeats within
 * the window (the wizard's back and forth, a double click) update the lead instead of flooding the chat.
 */
export async function recordLead(
  db: Kysely<Database>,
  {
    vehicle,
    phone,
    channel,
    now = new Date(),
  }: { vehicle: VehicleRecord; phone: string | null; channel: string; now?: Date },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const recent = await trx
      .selectFrom('osago_leads')
      .select(['id', 'phone'])
      .where('gov_number', '=', vehicle.gov_number)
      .where('channel', '=', channel)
      .where('updated_at', '>=', new Date(now.getTime() - LEAD_WINDOW_MS).toISOString())
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (recent) {
      await trx
        .updateTable('osago_leads')
        .set({ phone: phone ?? recent.phone, updated_at: at })
        .where('id', '=', recent.id)
        .execute();
      return recent.id;
    }
    const { id } = await trx
      .insertInto('osago_leads')
      .values({
        gov_number: vehicle.gov_number,
        tech_series: vehicle.tech_series,
        tech_number: vehicle.tech_number,
        phone,
        channel,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const text = [
      '<b>New OSAGO lead</b> (not finished yet)',
      ...LEAD_CONTACT_LINES,
      `Detail: ${escapeHtml(vehicle.gov_number)} · ${escapeHtml(vehicle.model)}`,
      `Channel: ${escapeHtml(channel)}`,
    ].join('\n');
    // The registry's owner is not necessarily the contact: the lead names nobody until the application does.
    await sendLead(trx, text, { phone, name: null });
    return id;
  });
}
