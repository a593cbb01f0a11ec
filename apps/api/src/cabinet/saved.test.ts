import { Value } from '@sinclair/typebox/value';
import { SavedList, SavedPerson, SavedVehicle } from '@polis/api-contract';
import { logIn } from '../testing/cabinet-test-kit';
import { seededServerSuite } from '../testing/sale-test-kit';
import { SITE_AUTH } from '../testing/test-server';

const { server } = seededServerSuite();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/api/shaxsiy_kabinet/saved${url}`,
    headers: { authorization: SITE_AUTH, ...(token ? { 'x-auth-token': token } : {}) },
    ...(payload ? { payload } : {}),
  });

const ME = {
  relation: 'me',
  passport_series: 'AA',
  passport_number: '1234567',
  birthday: '15.03.1990',
  name: 'Karimov Alisher Bahodir oʻgʻli',
  pinfl: '31503902610013',
  phone: '998901234567',
};
const MUM = { relation: 'other', passport_series: 'AB', passport_number: '7654321', birthday: '02.02.1962' };
const CAR = {
  plate: '01A123BC',
  tech_passport_series: 'AAF',
  tech_passport_number: '1234567',
  model: 'Cobalt',
  year: 2020,
};

let mine: string;
let theirs: string;
beforeAll(async () => {
  mine = await logIn(server.app, server.handle, '998907770011');
  theirs = await logIn(server.app, server.handle, '998907770022');
});

describe('saved people and cars', () => {
  it('keeps people and cars for the session only: 401 without one, 404 for another customer', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    expect((await call('POST', '/people', undefined, ME)).statusCode).toBe(401);

    const me = await call('POST', '/people', mine, ME);
    expect(me.statusCode).toBe(201);
    const person = me.json<SavedPerson>();
    expect(Value.Check(SavedPerson, person)).toBe(true);
    expect(person).toMatchObject({ label: 'Alisher', relation: 'me', passport_number: '1234567' });
    const car = await call('POST', '/vehicles', mine, CAR);
    expect(car.statusCode).toBe(201);
    const vehicle = car.json<SavedVehicle>();
    expect(Value.Check(SavedVehicle, vehicle)).toBe(true);
    expect(vehicle.label).toBe('Cobalt');

    const list = (await call('GET', '', mine)).json<SavedList>();
    expect(Value.Check(SavedList, list)).toBe(true);
    expect(list.people.map((p) => p.id)).toEqual([person.id]);
    expect(list.vehicles.map((v) => v.plate)).toEqual(['01A123BC']);

    // Another customer sees none of them and reaches none by id.
    expect((await call('GET', '', theirs)).json<SavedList>()).toEqual({ people: [], vehicles: [] });
    for (const [method, url, body] of [
      ['PUT', `/people/${person.id}`, { label: 'Mine now' }],
      ['DELETE', `/people/${person.id}`, undefined],
      ['PUT', `/vehicles/${vehicle.id}`, { label: 'Mine now' }],
      ['DELETE', `/vehicles/${vehicle.id}`, undefined],
    ] as const) {
      const res = await call(method, url, theirs, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'saved_not_found' } });
    }
    expect((await call('GET', '', mine)).json<SavedList>().people[0].label).toBe('Alisher');
  });

  it('asks consent to keep another person, renames and edits, and keeps one per passport and plate', async () => {
    const refused = await call('POST', '/people', mine, MUM);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: { code: 'consent_required' } });
    const mum = (
      await call('POST', '/people', mine, { ...MUM, consent: true, label: 'Mum' })
    ).json<SavedPerson>();
    expect(mum.label).toBe('Mum');

    const renamed = await call('PUT', `/people/${mum.id}`, mine, { label: 'Mother', birthday: '03.02.1962' });
    expect(renamed.json()).toMatchObject({
      label: 'Mother',
      birthday: '03.02.1962',
      passport_number: '7654321',
    });
    // The same passport again changes the saved one.
    const again = await call('POST', '/people', mine, { ...MUM, consent: true, phone: '998935550000' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: mum.id, label: 'Mother', phone: '998935550000' });
    // Editing it onto another saved passport is refused.
    const clash = await call('PUT', `/people/${mum.id}`, mine, {
      passport_series: 'AA',
      passport_number: '1234567',
    });
    expect(clash.statusCode).toBe(409);

    const car = await call('POST', '/vehicles', mine, { ...CAR, label: 'Work car', year: 2021 });
    expect(car.statusCode).toBe(200);
    expect(car.json()).toMatchObject({ label: 'Work car', year: 2021 });

    expect((await call('DELETE', `/people/${mum.id}`, mine)).statusCode).toBe(204);
    expect((await call('DELETE', `/people/${mum.id}`, mine)).statusCode).toBe(404);
  });

  it('refuses malformed bodies with 400 and writes nothing', async () => {
    const before = (await call('GET', '', mine)).json<SavedList>();
    for (const body of [
      { ...ME, passport_number: '12345' },
      { ...ME, birthday: '1990-03-15' },
      { ...ME, relation: 'boss' },
      { ...ME, label: '' },
      { ...CAR },
    ]) {
      const res = await call('POST', '/people', mine, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'validation' } });
    }
    expect((await call('POST', '/vehicles', mine, { ...CAR, year: 1800 })).statusCode).toBe(400);
    expect((await call('PUT', '/people/abc', mine, { label: 'x' })).statusCode).toBe(400);
    expect((await call('GET', '', mine)).json<SavedList>()).toEqual(before);
  });
});
