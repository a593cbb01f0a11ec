import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import {
  ErrorBody,
  OrganizationResponse,
  RegionsResponse,
  SaytPersonResponse,
  TravelPersonResponse,
} from '@polis/api-contract';
import { SITE_AUTH, seededServer } from '../testing/test-server';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await seededServer());
});
afterAll(() => app.close());

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, headers: { authorization: SITE_AUTH }, payload: payload as object });
const get = (url: string) => app.inject({ url, headers: { authorization: SITE_AUTH } });

const ALISHER = { passportSeria: 'AA', passportNumber: '1234567', birthday: '15.03.1990', pinfl: '' };

describe('POST /api/sayt/getPerson', () => {
  it('finds a person by passport and birthday with the spec fields', async () => {
    const res = await post('/api/sayt/getPerson', ALISHER);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: 0,
      result: true,
      message: 'success',
      ism: 'Alisher',
      familya: 'Karimov',
      otasi: 'Bahodirovich',
      ism_eng: 'ALISHER',
      familya_eng: 'KARIMOV',
      pinfl: '31503902610013',
    });
    expect(Value.Check(SaytPersonResponse, res.json())).toBe(true);
  });

  it.each([
    ['an ISO birthday', { ...ALISHER, birthday: '1990-03-15' }],
    ['a lower-case series', { ...ALISHER, passportSeria: 'aa' }],
    ['the matching PINFL too', { ...ALISHER, pinfl: '31503902610013' }],
    ['null for the blank PINFL', { ...ALISHER, pinfl: null }],
  ])('accepts %s', async (_what, body) => {
    const res = await post('/api/sayt/getPerson', body);
    expect(res.json()).toMatchObject({ error: 0, pinfl: '31503902610013' });
  });

  it('drops the apostrophes of oʻ and gʻ in the travel-passport spelling', async () => {
    const res = await post('/api/sayt/getPerson', {
      passportSeria: 'AC',
      passportNumber: '3456789',
      birthday: '02.11.1985',
    });
    expect(res.json()).toMatchObject({
      ism: 'Gʻayrat',
      familya: 'Gʻulomov',
      ism_eng: 'GAYRAT',
      familya_eng: 'GULOMOV',
    });
  });

  it.each([
    ['a passport not in the registry', { ...ALISHER, passportNumber: '9999999' }],
    ['a birthday that does not match', { ...ALISHER, birthday: '16.03.1990' }],
    ["someone else's PINFL", { ...ALISHER, pinfl: '42207952620021' }],
  ])('answers %s the insurer way, without revealing which value was wrong', async (_what, body) => {
    const res = await post('/api/sayt/getPerson', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: 1,
      result: false,
      code: 'person_not_found',
      message: expect.any(String),
      error_message: expect.any(String),
    });
    expect(res.body).not.toMatch(/Karimov|Alisher/);
  });

  it.each([
    ['no birthday', { passportSeria: 'AA', passportNumber: '1234567' }, '/birthday'],
    ['a day that does not exist', { ...ALISHER, birthday: '31.02.1990' }, '/birthday'],
    ['a six-digit number', { ...ALISHER, passportNumber: '123456' }, '/passportNumber'],
    ['a Cyrillic series', { ...ALISHER, passportSeria: 'АА' }, '/passportSeria'],
    ['a series without number', { passportSeria: 'AA', birthday: '15.03.1990' }, '/passportNumber'],
    ['neither passport nor PINFL', { birthday: '15.03.1990' }, '/passportSeria'],
    // A PINFL alone would name whoever it belongs to: the passport is always asked.
    ['a PINFL without a passport', { birthday: '15.03.1990', pinfl: '31503902610013' }, '/passportSeria'],
    ['an unknown PINFL alone', { birthday: '15.03.1990', pinfl: '31503902619999' }, '/passportNumber'],
    [
      'a PINFL with blank passport fields',
      { ...ALISHER, passportSeria: '', passportNumber: '', pinfl: '31503902610013' },
      '/passportSeria',
    ],
  ])('refuses %s with 400 validation pointing at the field', async (_what, body, path) => {
    const res = await post('/api/sayt/getPerson', body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(Value.Check(ErrorBody, json)).toBe(true);
    expect(json.error.code).toBe('validation');
    expect(json.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it('needs the channel credential', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/sayt/getPerson', payload: ALISHER });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/travel-neo/getPerson', () => {
  it('answers the names a travel policy prints', async () => {
    const res = await post('/api/travel-neo/getPerson', {
      passportSeria: 'AA',
      passportNumber: '4567890',
      birthday: '30.01.1978',
      pinfl: '',
    });
    expect(res.json()).toEqual({
      error: 0,
      result: true,
      message: 'success',
      ism: 'Oʻtkir',
      familya: 'Toʻxtayev',
      ism_eng: 'OTKIR',
      familya_eng: 'TOXTAYEV',
    });
    expect(Value.Check(TravelPersonResponse, res.json())).toBe(true);
  });

  it('answers an unknown traveller with error_message', async () => {
    const res = await post('/api/travel-neo/getPerson', { ...ALISHER, passportSeria: 'AB' });
    expect(res.json()).toMatchObject({ error: 1, code: 'person_not_found' });
  });
});

describe('company by INN', () => {
  it('GET /osgor_neo/inn/v3 answers the organization with its region', async () => {
    const res = await get('/api/osgor_neo/inn/v3?inn=301234567');
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(Value.Check(OrganizationResponse, json)).toBe(true);
    expect(json).toMatchObject({
      error: 0,
      organization: {
        inn: '301234567',
        short_name: 'Toshkent Non Kombinati AJ',
        direktor: 'Karimov Alisher Bahodirovich',
        mfo: '01018',
        schet: '20208000900123456001',
        oked: '10710',
        region_id: 1,
        region: { id: 1, name_en: 'Tashkent city' },
      },
    });
  });

  it('POST /osgor_neo/inn answers the same, and a null short name as it is', async () => {
    const res = await post('/api/osgor_neo/inn', { inn: '200123456' });
    expect(res.json()).toMatchObject({ error: 0, organization: { inn: '200123456', short_name: null } });
    const same = await post('/api/osgor_neo/inn', { inn: '301234567' });
    expect(same.json()).toEqual((await get('/api/osgor_neo/inn/v3?inn=301234567')).json());
  });

  it('answers an INN that is not registered with company_not_found', async () => {
    for (const res of [
      await get('/api/osgor_neo/inn/v3?inn=999999999'),
      await post('/api/osgor_neo/inn', { inn: '999999999' }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ error: 1, result: false, code: 'company_not_found' });
    }
  });

  it.each(['12345678', '1234567890', 'abcdefghi', ''])('refuses inn=%j with 400 validation', async (inn) => {
    const res = await get(`/api/osgor_neo/inn/v3?inn=${inn}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });

  it('refuses a missing inn', async () => {
    expect((await get('/api/osgor_neo/inn/v3')).json().error.code).toBe('validation');
  });
});

describe('GET /api/getRegions', () => {
  it('lists the 14 regions by plate code and their districts under districts.result', async () => {
    const res = await get('/api/getRegions');
    const json = res.json();
    expect(Value.Check(RegionsResponse, json)).toBe(true);
    expect(json.regions.map((r: { id: number }) => r.id)).toEqual([
      1, 10, 20, 25, 30, 40, 50, 60, 70, 75, 80, 85, 90, 95,
    ]);
    const districts: { region_id: number; name_uz: string }[] = json.districts.result;
    expect(districts.filter((d) => d.region_id === 1)).toHaveLength(12);
    for (const region of json.regions) {
      expect(districts.filter((d) => d.region_id === region.id).length).toBeGreaterThanOrEqual(8);
    }
    expect(districts).toContainEqual(
      expect.objectContaining({ name_uz: 'Chilonzor tumani', name_ru: 'Чиланзарский район' }),
    );
  });
});
