import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import {
  MAX_SAVED,
  SAVED_ENDPOINTS,
  type SavedList,
  type SavedPerson,
  type SavedPersonChange,
  type SavedVehicle,
} from '@polis/api-contract';
import type { Db } from '../db/database';
import type { Database, SavedPeopleTable, SavedVehiclesTable } from '../db/schema';
import { errorBody } from '../errors';
import { serve } from '../http/endpoint';
import { giveConsent } from './consents';
import { TOKEN_ROUTE_NOTE } from './route-schema';
import { requireSession, sessionOf } from '../contracts/owner-session';

export interface SavedRoutesOptions {
  readonly db: Db;
  readonly now?: () => Date;
}

type Table = 'saved_people' | 'saved_vehicles';

export const personOf = (row: Selectable<SavedPeopleTable>): SavedPerson => ({
  id: row.id,
  label: row.label,
  relation: row.relation === 'me' ? 'me' : 'other',
  passport_series: row.passport_series,
  passport_number: row.passport_number,
  birthday: row.birthday,
  name: row.name,
  pinfl: row.pinfl,
  phone: row.phone,
});

export const vehicleOf = (row: Selectable<SavedVehiclesTable>): SavedVehicle => ({
  id: row.id,
  label: row.label,
  plate: row.plate,
  tech_passport_series: row.tech_passport_series,
  tech_passport_number: row.tech_passport_number,
  model: row.model,
  year: row.year,
});

const notFound = (reply: FastifyReply) =>
  reply.code(404).send(errorBody('saved_not_found', 'No such saved item of this customer'));

const noConsent = (reply: FastifyReply) =>
  reply
    .code(422)
    .send(
      errorBody(
        'consent_required',
        "Confirm that you may keep this person's data (consent: true) to save them",
      ),
    );

async function countOf(db: Kysely<Database>, table: Table, userId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A person's label when none is given: the first name (the registry's order: surname, name, ...), else the passport. */
const defaultLabel = (name: string | null | undefined, series: string, number: string) => {
  const words = name?.trim().split(/\s+/) ?? [];
  return (words[1] ?? words[0] ?? `${series} ***${number.slice(-3)}`).slice(0, 40);
};

/**
 * Saved people and cars (issue 24), behind the cabinet session: the list, add (the same passport or plate again
 * changes the saved one), change and remove. Another customer's id is the same 404 as one that does not exist.
 * The bodies are personal data: never logged (the request log carries the method and the URL only).
 */
export async function savedRoutes(
  app: FastifyInstance,
  { db: handle, now = () => new Date() }: SavedRoutesOptions,
) {
  const { db } = handle;
  const onRequest = requireSession(db);

  /** DELETE of one saved item of the session's; another customer's id is the same 404 as a missing one. */
  const removeRoute = (
    endpoint: typeof SAVED_ENDPOINTS.removePerson | typeof SAVED_ENDPOINTS.removeVehicle,
    table: Table,
    summary: string,
  ) =>
    serve(
      app,
      endpoint,
      { tags: ['cabinet'], summary, description: TOKEN_ROUTE_NOTE },
      async (request, reply) => {
        const { user } = sessionOf(request);
        const gone = await db
          .deleteFrom(table)
          .where('id', '=', request.params.id)
          .where('user_id', '=', user.id)
          .executeTakeFirst();
        if (Number(gone.numDeletedRows) === 0) return notFound(reply);
        return reply.code(204).send();
      },
      { onRequest },
    );

  serve(
    app,
    SAVED_ENDPOINTS.list,
    {
      tags: ['cabinet'],
      summary: "The session's saved people and cars",
      description: TOKEN_ROUTE_NOTE,
    },
    async (request): Promise<SavedList> => {
      const { user } = sessionOf(request);
      const [people, vehicles] = await Promise.all([
        db.selectFrom('saved_people').selectAll().where('user_id', '=', user.id).orderBy('id').execute(),
        db.selectFrom('saved_vehicles').selectAll().where('user_id', '=', user.id).orderBy('id').execute(),
      ]);
      return { people: people.map(personOf), vehicles: vehicles.map(vehicleOf) };
    },
    { onRequest },
  );

  serve(
    app,
    SAVED_ENDPOINTS.addPerson,
    {
      tags: ['cabinet'],
      summary:
        'Save a person (oneself, or another with consent); the same passport again changes the saved one',
      description:
        `${TOKEN_ROUTE_NOTE} 201 a new one, 200 the passport was saved already (changed). 422 consent_required ` +
        `for \`other\` without \`consent: true\`; 409 too_many_saved past ${MAX_SAVED}.`,
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const { consent, label, ...person } = request.body;
      if (person.relation === 'other' && consent !== true) return noConsent(reply);
      // The consent's date (issue 27): recorded at the first other person saved, kept while it holds.
      if (person.relation === 'other') await giveConsent(db, user.id, 'saved_others', now());
      const at = now().toISOString();
      const existing = await db
        .selectFrom('saved_people')
        .select('id')
        .where('user_id', '=', user.id)
        .where('passport_series', '=', person.passport_series)
        .where('passport_number', '=', person.passport_number)
        .executeTakeFirst();
      const fields = {
        relation: person.relation,
        passport_series: person.passport_series,
        passport_number: person.passport_number,
        birthday: person.birthday,
        name: person.name ?? null,
        pinfl: person.pinfl ?? null,
        phone: person.phone ?? null,
      };
      if (existing) {
        const row = await db
          .updateTable('saved_people')
          .set({ ...fields, ...(label ? { label } : {}), updated_at: at })
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return reply.code(200).send(personOf(row));
      }
      if ((await countOf(db, 'saved_people', user.id)) >= MAX_SAVED)
        return reply.code(409).send(errorBody('too_many_saved', `At most ${MAX_SAVED} saved people`));
      const row = await db
        .insertInto('saved_people')
        .values({
          ...fields,
          user_id: user.id,
          label: label ?? defaultLabel(person.name, person.passport_series, person.passport_number),
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send(personOf(row));
    },
    { onRequest },
  );

  serve(
    app,
    SAVED_ENDPOINTS.updatePerson,
    {
      tags: ['cabinet'],
      summary: 'Rename or edit a saved person',
      description:
        `${TOKEN_ROUTE_NOTE} 404 saved_not_found for another customer's id; 422 consent_required when it becomes ` +
        "`other` without consent; 409 already_saved when the passport is another saved person's.",
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const current = await db
        .selectFrom('saved_people')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!current) return notFound(reply);
      const { consent, ...change }: SavedPersonChange = request.body;
      if (change.relation === 'other' && current.relation !== 'other' && consent !== true)
        return noConsent(reply);
      if (change.relation === 'other' && consent === true)
        await giveConsent(db, user.id, 'saved_others', now());
      const series = change.passport_series ?? current.passport_series;
      const number = change.passport_number ?? current.passport_number;
      const clash = await db
        .selectFrom('saved_people')
        .select('id')
        .where('user_id', '=', user.id)
        .where('passport_series', '=', series)
        .where('passport_number', '=', number)
        .where('id', '<>', current.id)
        .executeTakeFirst();
      if (clash)
        return reply.code(409).send(errorBody('already_saved', 'Another saved person has this passport'));
      const row = await db
        .updateTable('saved_people')
        .set({ ...change, updated_at: now().toISOString() })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return personOf(row);
    },
    { onRequest },
  );

  removeRoute(SAVED_ENDPOINTS.removePerson, 'saved_people', 'Remove a saved person');

  serve(
    app,
    SAVED_ENDPOINTS.addVehicle,
    {
      tags: ['cabinet'],
      summary: 'Save a car; the same plate again changes the saved one',
      description: `${TOKEN_ROUTE_NOTE} 201 a new one, 200 the plate was saved already (changed). 409 too_many_saved past ${MAX_SAVED}.`,
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const { label, ...car } = request.body;
      const at = now().toISOString();
      const fields = {
        plate: car.plate,
        tech_passport_series: car.tech_passport_series,
        tech_passport_number: car.tech_passport_number,
        model: car.model ?? null,
        year: car.year ?? null,
      };
      const existing = await db
        .selectFrom('saved_vehicles')
        .select('id')
        .where('user_id', '=', user.id)
        .where('plate', '=', car.plate)
        .executeTakeFirst();
      if (existing) {
        const row = await db
          .updateTable('saved_vehicles')
          .set({ ...fields, ...(label ? { label } : {}), updated_at: at })
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return reply.code(200).send(vehicleOf(row));
      }
      if ((await countOf(db, 'saved_vehicles', user.id)) >= MAX_SAVED)
        return reply.code(409).send(errorBody('too_many_saved', `At most ${MAX_SAVED} saved cars`));
      const row = await db
        .insertInto('saved_vehicles')
        .values({
          ...fields,
          user_id: user.id,
          label: label ?? (car.model ?? car.plate).slice(0, 40),
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send(vehicleOf(row));
    },
    { onRequest },
  );

  serve(
    app,
    SAVED_ENDPOINTS.updateVehicle,
    {
      tags: ['cabinet'],
      summary: 'Rename or edit a saved car',
      description: `${TOKEN_ROUTE_NOTE} 404 saved_not_found for another customer's id; 409 already_saved when the plate is another saved car's.`,
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const current = await db
        .selectFrom('saved_vehicles')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!current) return notFound(reply);
      const change = request.body;
      if (change.plate && change.plate !== current.plate) {
        const clash = await db
          .selectFrom('saved_vehicles')
          .select('id')
          .where('user_id', '=', user.id)
          .where('plate', '=', change.plate)
          .executeTakeFirst();
        if (clash)
          return reply.code(409).send(errorBody('already_saved', 'Another saved car has this plate'));
      }
      const row = await db
        .updateTable('saved_vehicles')
        .set({ ...change, updated_at: now().toISOString() })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return vehicleOf(row);
    },
    { onRequest },
  );

  removeRoute(SAVED_ENDPOINTS.removeVehicle, 'saved_vehicles', 'Remove a saved car');
}
