import { COBALT_IN_REGISTRY, KARIMOV_AS_OWNER, KARIMOV_CAR_OWNER } from '@polis/api-contract/examples';
import { Value } from '@sinclair/typebox/value';
import { CheckIpResponse, CheckPersonResponse, JuridikResponse, SaveIpResult } from '@polis/api-contract';
import { caller, channelAuth } from '../testing/osago-test-kit';
import { seededServerSuite } from '../testing/sale-test-kit';

const { server, api } = seededServerSuite();

describe('POST /api/check-ip', () => {
  it('finds a vehicle with case and spaces ignored', async () => {
    const res = await api.post('/api/check-ip', {
      carNumber: '01 a 123 bc',
      techSery: 'aaf',
      techNumber: '1234567',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: 0,
      result: true,
      message: 'success',
      status: 1,
      // A plate and a tech passport show a person owner masked ('K. Alisher'): the full name needs their passport.
      response: COBALT_IN_REGISTRY,
    });
    expect(Value.Check(CheckIpResponse, res.json())).toBe(true);
  });

  it.each([
    ['85321DEF', 'AAE', '2345670', true, 'regions'],
    ['60654EFG', 'AAE', '2456781', true, 'regions'],
    ['123ABC02', 'AAH', '3012345', false, 'abroad'],
  ])(
    '%s %s %s: restricted %s, territory %s',
    async (carNumber, techSery, techNumber, restricted, territory) => {
      const res = await api.post('/api/check-ip', { carNumber, techSery, techNumber });
      expect(res.json().response).toMatchObject({ restricted, territory });
    },
  );

  it('answers status 0 vehicle_not_found for a wrong technical passport', async () => {
    const res = await api.post('/api/check-ip', {
      carNumber: '01A123BC',
      techSery: 'AAF',
      techNumber: '7654321',
    });
    expect(res.json()).toMatchObject({ error: 1, result: false, status: 0, code: 'vehicle_not_found' });
    expect(Value.Check(CheckIpResponse, res.json())).toBe(true);
  });

  it('refuses a malformed body with 400', async () => {
    const res = await api.post('/api/check-ip', { carNumber: '01A123BC', techSery: 'A1', techNumber: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });
});

describe('POST /api/save-ip', () => {
  const countLeads = async () =>
    (await server.handle.db.selectFrom('osago_leads').selectAll().execute()).length;

  it('records a lead once per vehicle and channel within 10 minutes, reported to the chat as a lead', async () => {
    const chatBefore = (await server.handle.db.selectFrom('chat_outbox').selectAll().execute()).length;
    const body = { carNumber: '30D456EF', techSery: 'AAG', techNumber: '4567890', phone: '998971112233' };
    const first = await api.post('/api/save-ip', body);
    expect(first.json()).toEqual({ error: 0, result: true, message: 'success', id: expect.any(Number) });
    expect(Value.Check(SaveIpResult, first.json())).toBe(true);
    const again = await api.post('/api/save-ip', { ...body, phone: '' });
    expect(again.json().id).toBe(first.json().id);
    const other = await caller(server.app, channelAuth('beeline')).post('/api/save-ip', body);
    expect(other.json().id).not.toBe(first.json().id);

    const chat = await server.handle.db.selectFrom('chat_outbox').selectAll().orderBy('id').execute();
    expect(chat).toHaveLength(chatBefore + 2);
    expect(chat.at(-1)?.text).toContain('30D456EF');
    // A lead: the phone in full for the call back (no name yet: the registry's owner is not the contact).
    expect(chat.at(-1)?.text).toContain('Phone: +998 97 111 22 33');
    expect(chat.at(-1)?.text).toContain('Name: —');
    expect(chat.map((c) => c.text).join()).not.toContain('998971112233');
    const lead = await server.handle.db
      .selectFrom('osago_leads')
      .selectAll()
      .where('id', '=', first.json().id)
      .executeTakeFirst();
    expect(lead?.phone).toBe('998971112233');
  });

  it('records nothing for a vehicle missing from the registry', async () => {
    const before = await countLeads();
    const res = await api.post('/api/save-ip', {
      carNumber: '01Z999ZZ',
      techSery: 'AAF',
      techNumber: '1234567',
    });
    expect(res.json()).toMatchObject({ error: 1, status: 0, code: 'vehicle_not_found' });
    expect(await countLeads()).toBe(before);
  });
});

describe('POST /api/osago-neo/osago-juridik', () => {
  it("answers the organisation owner's INN and name", async () => {
    const res = await api.post('/api/osago-neo/osago-juridik', {
      gos_number: '01123ABC',
      tech_sery: 'AAE',
      tech_number: '2012345',
    });
    expect(res.json()).toEqual({
      error: 0,
      result: true,
      message: 'success',
      response: {
        inn: '301234567',
        name: expect.stringContaining('Toshkent Non Kombinati'),
        pinfl: null,
        car_model: 'Isuzu NPR 75L',
        vehicle_type_id: 2,
      },
    });
    expect(Value.Check(JuridikResponse, res.json())).toBe(true);
  });

  it.each([
    [
      'an unknown vehicle',
      { gos_number: '01123ABC', tech_sery: 'AAE', tech_number: '9999999' },
      1,
      'vehicle_not_found',
    ],
    [
      'an owner INN missing from the tax registry',
      { gos_number: '25456RST', tech_sery: 'AAE', tech_number: '3234567' },
      2,
      'car_owner_stir_not_found',
    ],
    [
      "a person's car",
      { gos_number: '01A123BC', tech_sery: 'AAF', tech_number: '1234567' },
      3,
      'owner_is_person',
    ],
  ])('fails for %s', async (_what, body, error, code) => {
    const res = await api.post('/api/osago-neo/osago-juridik', body);
    expect(res.json()).toMatchObject({ error, result: false, code });
    expect(Value.Check(JuridikResponse, res.json())).toBe(true);
  });
});

describe('POST /api/osago-neo/check-person', () => {
  const KARIMOV = KARIMOV_CAR_OWNER;

  it("answers the owner's names", async () => {
    const res = await api.post('/api/osago-neo/check-person', { ...KARIMOV, owner__pass_seria: 'aa' });
    expect(res.json()).toEqual({
      error: 0,
      result: true,
      message: 'success',
      response: KARIMOV_AS_OWNER,
    });
    expect(Value.Check(CheckPersonResponse, res.json())).toBe(true);
  });

  it.each([
    ["someone else's car (01B234CD is Rahimova's)", { gos_number: '01B234CD', tech_number: '2345678' }],
    ['a wrong birthday', { owner_birthday: '16.03.1990' }],
    [
      'an owner missing from the person registry (20P345PQ)',
      { gos_number: '20P345PQ', tech_sery: 'AAG', tech_number: '3123456' },
    ],
    ['an unknown vehicle', { tech_number: '7654321' }],
  ])('fails with car_owner_data_not_found for %s', async (_what, change) => {
    const res = await api.post('/api/osago-neo/check-person', { ...KARIMOV, ...change });
    expect(res.json()).toMatchObject({ error: 1, result: false, code: 'car_owner_data_not_found' });
  });

  it('refuses a birthday that does not exist with 400', async () => {
    const res = await api.post('/api/osago-neo/check-person', { ...KARIMOV, owner_birthday: '31.02.1990' });
    expect(res.statusCode).toBe(400);
  });
});
