import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  SITE_REQUEST_ENDPOINTS,
  SITE_REQUEST_STATUSES,
  type CabinetBusinessRequest,
  type CabinetBusinessRequestsResponse,
  type SiteRequestStatus,
} from '@polis/api-contract';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { CabinetUserRow } from '../contracts/owner-session';
import { serve } from '../http/endpoint';
import { SUCCESS } from './cabinet-text';
import { TOKEN_ROUTE_NOTE } from './route-schema';
import { requireSession, sessionOf } from '../contracts/owner-session';

const statusOf = (value: string): SiteRequestStatus =>
  (SITE_REQUEST_STATUSES as readonly string[]).includes(value) ? (value as SiteRequestStatus) : 'received';

/**
 * The user's business applications: the site's business leads and the DMS constructor's submitted applications,
 * sent with the user's phone or while logged in as the user; newest first.
 */
export async function businessRequestsOfUser(
  db: Kysely<Database>,
  user: Pick<CabinetUserRow, 'id' | 'phone'>,
): Promise<CabinetBusinessRequest[]> {
  const leads = await db
    .selectFrom('site_requests')
    .select(['id', 'product', 'company_name', 'created_at', 'status'])
    .where('kind', '=', 'business')
    .where((eb) => eb.or([eb('phone', '=', user.phone), eb('user_id', '=', user.id)]))
    .execute();
  const constructed = await db
    .selectFrom('dms_constructor_requests')
    .select(['id', 'company_name', 'submitted_at'])
    .where('status', '=', 1)
    .where((eb) => eb.or([eb('phone', '=', user.phone), eb('user_id', '=', user.id)]))
    .execute();
  const all: CabinetBusinessRequest[] = [
    ...leads.map((row) => ({
      id: row.id,
      product: row.product ?? '',
      company_name: row.company_name,
      created_at: row.created_at,
      status: statusOf(row.status),
    })),
    // The constructor's application is the sales team's to call back, like a business lead; its number is its own.
    ...constructed.map((row) => ({
      id: row.id,
      product: DMS_CONSTRUCTOR_PRODUCT,
      company_name: row.company_name,
      created_at: row.submitted_at ?? '',
      status: 'received' as const,
    })),
  ];
  return all.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** The product a DMS constructor application is listed under (the page `for-business/dms/constructor`). */
export const DMS_CONSTRUCTOR_PRODUCT = 'dms-constructor';

/**
 * "My business applications" (issue 25): the site's business leads of the session's customer, a list of its own
 * beside the insurance claims. The contact's name and INN stay out: the phone may have been typed by a colleague.
 */
export async function businessRequestRoutes(app: FastifyInstance, { db: { db } }: { readonly db: Db }) {
  serve(
    app,
    SITE_REQUEST_ENDPOINTS.cabinetBusiness,
    {
      tags: ['cabinet'],
      summary: "The user's business applications (for-business/*), newest first",
      description:
        `${TOKEN_ROUTE_NOTE} Applications sent with the session's phone, or while logged in as the user ` +
        '(whatever phone was typed). status: received, in_progress, closed.',
    },
    async (request): Promise<CabinetBusinessRequestsResponse> => ({
      ...SUCCESS,
      data: await businessRequestsOfUser(db, sessionOf(request).user),
    }),
    { onRequest: requireSession(db) },
  );
}
