import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { describePostgres, postgresSchema, type PostgresSchema } from '../../testing/postgres-schema';
import { seededServer } from '../../testing/test-server';
import { changeKit, expectOneCurrentUnderRace, LICENSED_DRIVERS } from '../../testing/policy-change-kit';

/**
 * Mid-term changes on PostgreSQL (migration 021's partial unique indexes): changes racing on separate connections
 * never leave two current versions, and a paid change takes effect once. Runs when TEST_DATABASE_URL is set
 * (.ci/run starts a throwaway server), in a schema of its own dropped at the end.
 */
describePostgres('policy versions on PostgreSQL', () => {
  let schema: PostgresSchema;
  let handle: Db;
  let app: FastifyInstance;
  let k: ReturnType<typeof changeKit>;
  let token: string;

  beforeAll(async () => {
    schema = await postgresSchema('polis_changes');
    handle = schema.handle;
    ({ app } = await seededServer(handle));
    k = changeKit(app, handle);
    token = await k.login();
  });
  afterAll(async () => {
    await app?.close();
    await schema?.drop();
  });

  it('keeps one current version when changes race', async () => {
    const { contract_id: id } = await k.buyOsago();
    const added = await k.submit(
      id,
      { change: 'add_driver', driver: LICENSED_DRIVERS[1], difference_uzs: 0 },
      token,
    );
    expect(added.json().version).toMatchObject({ number: 2 });
    await expectOneCurrentUnderRace(k, id, token);
  });

  it('leaves one pending change when the same paid change is sent twice at once, and its payment one version', async () => {
    const { contract_id: id } = await k.buyOsago(LICENSED_DRIVERS.slice(0, 5));
    const body = { change: 'add_driver', driver: LICENSED_DRIVERS[5], difference_uzs: 192_000 };
    const [first, second] = await Promise.all([k.submit(id, body, token), k.submit(id, body, token)]);
    // One pending change at a time: the second is refused (or waits and finds the first's).
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(200);
    const pending = (first.statusCode === 200 ? first : second).json().pending;
    expect(
      await handle.db
        .selectFrom('policy_versions')
        .select('id')
        .where('contract_id', '=', id)
        .where('status', '=', 'pending')
        .execute(),
    ).toHaveLength(1);
    await k.pay(pending.contract_id, pending.amount_uzs);
    const versions = (await k.versions(id, token)).json();
    expect(versions).toMatchObject({ current: 2, pending: null });
    expect(await k.currentRows(id)).toHaveLength(1);
  });
});
