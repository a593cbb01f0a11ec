import type { FastifyInstance } from 'fastify';
import {
  CABINET_ENDPOINTS,
  RENEWAL_ENDPOINTS,
  type CabinetOk,
  type CabinetRegisterResponse,
  type CabinetRegisterStatus,
  type CabinetUserResponse,
} from '@polis/api-contract';
import type { Db } from '../db/database';
import { RequestError } from '../errors';
import { serve } from '../http/endpoint';
import { normaliseDate } from '../registries/dates';
import { cabinetFailure, SUCCESS } from './cabinet-text';
import { cabinetUserOf } from './cabinet-users';
import { remindersOn, setReminders } from '../contracts/renewals';
import { phoneOf } from './login-routes';
import { registerPerson } from './registration';
import { giveConsent, withdrawConsent } from './consents';
import { FORM_CONSUMES, TOKEN_ROUTE_NOTE } from './route-schema';
import { revokeSession } from './session-auth';
import { requireSession, sessionOf } from '../contracts/owner-session';

export interface ProfileRoutesOptions {
  readonly db: Db;
}

/** A token speaks for its own phone only: asking about another would tell who has an account. */
function requireOwnPhone(given: string | undefined, own: string) {
  if (given !== undefined && phoneOf(given) !== own) {
    throw new RequestError(403, 'phone_mismatch', "The phone is not this session's");
  }
}

/** check_register, register-person, get/info, edit-profile, logout, reminders (all behind the session token). */
export async function profileRoutes(app: FastifyInstance, { db: handle }: ProfileRoutesOptions) {
  const { db } = handle;
  const onRequest = requireSession(db);

  serve(
    app,
    CABINET_ENDPOINTS.checkRegister,
    {
      tags: ['cabinet'],
      summary: "Whether the session's phone is linked to a registry person",
      description: `${TOKEN_ROUTE_NOTE} \`phone\`, when given, must be the session's (403 phone_mismatch).`,
      consumes: FORM_CONSUMES,
    },
    async (request): Promise<CabinetRegisterStatus> => {
      const { user } = sessionOf(request);
      requireOwnPhone(request.body.phone, user.phone);
      return { ...SUCCESS, is_registered: user.pinfl !== null };
    },
    { onRequest },
  );

  serve(
    app,
    CABINET_ENDPOINTS.registerPerson,
    {
      tags: ['cabinet'],
      summary: 'Link the account to the person of a passport and birthday (names from the registry)',
      description:
        `${TOKEN_ROUTE_NOTE} HTTP 200 refusals: datas_not_found (no such passport + birthday), ` +
        'already_registered (the account has another person), person_already_registered (the person ' +
        "has another account). `phone`, when given, must be the session's (403 phone_mismatch).",
      consumes: FORM_CONSUMES,
    },
    async (request): Promise<CabinetRegisterResponse> => {
      const { user } = sessionOf(request);
      const body = request.body;
      requireOwnPhone(body.phone, user.phone);
      const birthday = normaliseDate(body.birthday);
      if (!birthday) {
        throw new RequestError(400, 'validation', 'body/birthday is not a real date', [
          { part: 'body', path: '/birthday', message: 'is not a real date' },
        ]);
      }
      const outcome = await registerPerson(handle, {
        userId: user.id,
        query: {
          birthday,
          passport: { series: body.passportSeria.toUpperCase(), number: body.passportNumber },
        },
      });
      if (!outcome.ok) return cabinetFailure(outcome.code);
      return { ...SUCCESS, data: await cabinetUserOf(db, outcome.user) };
    },
    { onRequest },
  );

  serve(
    app,
    CABINET_ENDPOINTS.info,
    {
      tags: ['cabinet'],
      summary: "The session's user: phone, names, birthday, masked passport, referral code and count",
      description: `${TOKEN_ROUTE_NOTE} The spec's front end logs out on any failure here.`,
    },
    async (request): Promise<CabinetUserResponse> => ({
      ...SUCCESS,
      data: await cabinetUserOf(db, sessionOf(request).user),
    }),
    { onRequest },
  );

  serve(
    app,
    CABINET_ENDPOINTS.editProfile,
    {
      tags: ['cabinet'],
      summary: 'Change the e-mail and interface language (the rest comes from the registry)',
      description: `${TOKEN_ROUTE_NOTE} Fields left out stay as they are; an empty email clears it.`,
      consumes: FORM_CONSUMES,
    },
    async (request): Promise<CabinetUserResponse> => {
      const { user } = sessionOf(request);
      const { email, lang } = request.body;
      const changes = {
        ...(email !== undefined ? { email: email.trim() === '' ? null : email.trim() } : {}),
        ...(lang !== undefined ? { lang } : {}),
      };
      const updated =
        Object.keys(changes).length === 0
          ? user
          : await db
              .updateTable('cabinet_users')
              .set({ ...changes, updated_at: new Date().toISOString() })
              .where('id', '=', user.id)
              .returningAll()
              .executeTakeFirstOrThrow();
      return { ...SUCCESS, data: await cabinetUserOf(db, updated) };
    },
    { onRequest },
  );

  serve(
    app,
    CABINET_ENDPOINTS.logout,
    {
      tags: ['cabinet'],
      summary: 'End this session on the server (the token stops working at once)',
      description: `${TOKEN_ROUTE_NOTE} No body needed.`,
    },
    async (request): Promise<CabinetOk> => {
      await revokeSession(db, sessionOf(request).sessionId);
      return { ...SUCCESS };
    },
    { onRequest },
  );

  // Renewal reminders (issue 23) for the session's phone: the switch beside the SMS's one-tap link.
  serve(
    app,
    RENEWAL_ENDPOINTS.cabinetReminders,
    { tags: ['cabinet'], summary: "Whether renewal reminders go to the session's phone" },
    async (request) => ({ ...SUCCESS, reminders: await remindersOn(db, sessionOf(request).user.phone) }),
    { onRequest },
  );
  serve(
    app,
    RENEWAL_ENDPOINTS.setCabinetReminders,
    { tags: ['cabinet'], summary: "Turn renewal reminders on or off for the session's phone" },
    async (request) => {
      const { user } = sessionOf(request);
      const { enabled } = request.body;
      // The date of the reminders consent (issue 27, "My data") moves with the switch.
      await (enabled ? giveConsent : withdrawConsent)(db, user.id, 'reminders', new Date());
      return { ...SUCCESS, reminders: await setReminders(db, user.phone, enabled) };
    },
    { onRequest },
  );
}
