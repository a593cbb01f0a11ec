import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MY_DATA_ENDPOINTS, type ConsentList } from '@polis/api-contract';
import type { Db } from '../db/database';
import { errorBody } from '../errors';
import { serve } from '../http/endpoint';
import { policiesOfUser } from '../contracts/holder-policies';
import { setReminders } from '../contracts/renewals';
import { deleteAccount } from './account-deletion';
import { consentsOf, giveConsent, withdrawConsent } from './consents';
import { deviceSessionsOf, endSessionOf } from './device-sessions';
import { countsOf, exportOf } from './my-data-export';
import { TOKEN_ROUTE_NOTE } from './route-schema';
import { requireSession, sessionOf } from '../contracts/owner-session';

export interface MyDataRoutesOptions {
  readonly db: Db;
  readonly now?: () => Date;
}

/** `polis-my-data-2026-11-27.json`: the date the customer downloaded it. */
const exportName = (now: Date) => `polis-my-data-${now.toISOString().slice(0, 10)}.json`;

/**
 * The customer's data (issue 27), behind the owner's cabinet session only: a channel credential with an id opens
 * nothing here (every call reads the session's own user; a session id of another's is 404). README.md, "My data".
 */
export async function myDataRoutes(
  app: FastifyInstance,
  { db: handle, now = () => new Date() }: MyDataRoutesOptions,
) {
  const { db } = handle;
  const onRequest = requireSession(db);
  const consentList = async (request: FastifyRequest): Promise<ConsentList> => {
    const { user } = sessionOf(request);
    return { consents: await consentsOf(db, user, await policiesOfUser(db, user)) };
  };

  serve(
    app,
    MY_DATA_ENDPOINTS.summary,
    { tags: ['cabinet'], summary: 'What is kept about the customer, counted', description: TOKEN_ROUTE_NOTE },
    async (request) => {
      const { user } = sessionOf(request);
      return { account_created_at: user.created_at, counts: await countsOf(db, user) };
    },
    { onRequest },
  );

  serve(
    app,
    MY_DATA_ENDPOINTS.exportFile,
    {
      tags: ['cabinet'],
      summary: 'Everything kept about the customer, as one JSON file (attachment, no-store)',
      description:
        `${TOKEN_ROUTE_NOTE} The account (PINFL in full), saved people and cars, policies with their contracts' ` +
        'facts, sale bodies and payments, claims, business applications, consents, devices.',
    },
    async (request, reply) => {
      const at = now();
      const file = await exportOf(db, sessionOf(request).user, at);
      // Sent as written: the schema documents the file, the serialiser must not drop a product's own facts.
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportName(at)}"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(file, null, 2));
    },
    { onRequest },
  );

  serve(
    app,
    MY_DATA_ENDPOINTS.consents,
    { tags: ['cabinet'], summary: 'The consents given, with their dates', description: TOKEN_ROUTE_NOTE },
    consentList,
    { onRequest },
  );

  serve(
    app,
    MY_DATA_ENDPOINTS.giveConsent,
    {
      tags: ['cabinet'],
      summary: 'Give a consent: renewal reminders or marketing',
      description: `${TOKEN_ROUTE_NOTE} Giving one that holds keeps its first date. Answers the consents.`,
    },
    async (request) => {
      const { user } = sessionOf(request);
      const { kind } = request.params;
      await handle.db.transaction().execute(async (trx) => {
        if (kind === 'reminders') await setReminders(trx, user.phone, true);
        await giveConsent(trx, user.id, kind, now());
      });
      return consentList(request);
    },
    { onRequest },
  );

  serve(
    app,
    MY_DATA_ENDPOINTS.withdrawConsent,
    {
      tags: ['cabinet'],
      summary: 'Withdraw a consent: reminders, marketing, or saving other people (deletes them)',
      description:
        `${TOKEN_ROUTE_NOTE} \`saved_others\` deletes the saved people other than the customer (\`removed_people\`). ` +
        'The offer of an issued policy is 409 offer_not_withdrawable: that is cancelling the policy, on its page.',
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const { kind } = request.params;
      if (kind === 'offer')
        return reply
          .code(409)
          .send(
            errorBody(
              'offer_not_withdrawable',
              "The offer of an issued policy is withdrawn by cancelling the policy, on the policy's page",
            ),
          );
      const removed = await db.transaction().execute(async (trx) => {
        await withdrawConsent(trx, user.id, kind, now());
        if (kind === 'reminders') await setReminders(trx, user.phone, false);
        if (kind !== 'saved_others') return undefined;
        const gone = await trx
          .deleteFrom('saved_people')
          .where('user_id', '=', user.id)
          .where('relation', '=', 'other')
          .executeTakeFirst();
        return Number(gone.numDeletedRows);
      });
      const list = await consentList(request);
      return removed === undefined ? list : { ...list, removed_people: removed };
    },
    { onRequest },
  );

  serve(
    app,
    MY_DATA_ENDPOINTS.sessions,
    {
      tags: ['cabinet'],
      summary: 'The devices logged in: browser and system from the user agent, created and last used',
      description: `${TOKEN_ROUTE_NOTE} \`current\` marks the session of the request.`,
    },
    async (request) => {
      const session = sessionOf(request);
      return { sessions: await deviceSessionsOf(db, session.user.id, session.sessionId) };
    },
    { onRequest },
  );

  serve(
    app,
    MY_DATA_ENDPOINTS.endSession,
    {
      tags: ['cabinet'],
      summary: 'End one session (ending the current one logs out)',
      description: `${TOKEN_ROUTE_NOTE} Another customer's session id is 404 session_not_found, as a missing one.`,
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      if (!(await endSessionOf(db, user.id, request.params.id, now())))
        return reply.code(404).send(errorBody('session_not_found', 'No such session of this customer'));
      return reply.code(204).send();
    },
    { onRequest },
  );

  serve(
    app,
    MY_DATA_ENDPOINTS.deleteAccount,
    {
      tags: ['cabinet'],
      summary: 'Delete the account; issued policies, payments and claims stay, detached from the login',
      description:
        `${TOKEN_ROUTE_NOTE} Body \`{ "confirm": true }\`. One transaction: the account, saved people and cars, ` +
        'sessions (every device logged out), consents and drafts go; reminders stop for the phone. A later login ' +
        "with the phone makes a new account, which finds policies and claims by the phone's rule only.",
    },
    async (request) => deleteAccount(handle, sessionOf(request).user, now()),
    { onRequest },
  );
}
