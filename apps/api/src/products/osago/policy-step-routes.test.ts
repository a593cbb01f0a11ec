import { RAHIMOVA_AS_DRIVER } from '@polis/api-contract/examples';
import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { CalcOsagoResponse, CheckDiscountResponse, DriverCheckResponse } from '@polis/api-contract';
import { seededServer } from '../../testing/test-server';
import { caller } from '../../testing/osago-test-kit';

let app: FastifyInstance;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  ({ app } = await seededServer());
  api = caller(app);
});
afterAll(() => app.close());

describe('POST /api/osago-neo/get-calc-osago/v3', () => {
  const calc = (change: Record<string, unknown> = {}) =>
    api.post('/api/osago-neo/get-calc-osago/v3', {
      gos_number: '01A123BC',
      period_id: 1,
      number_drivers_id: 1,
      vehicleTypeId: 1,
      drivers: [],
      ...change,
    });

  it.each([
    [{}, 384_000, 384_000, 'tashkent'],
    [{ number_drivers_id: 4, drivers: ['31503902610013'] }, 192_000, 192_000, 'tashkent'],
    [{ period_id: 2 }, 268_800, 384_000, 'tashkent'],
    [{ gos_number: '30d456ef', vehicleTypeId: 2 }, 560_000, 560_000, 'regions'],
    [{ gos_number: '123ABC02' }, 640_000, 640_000, 'abroad'],
    [{ gos_number: 'KZ 777' }, 640_000, 640_000, 'abroad'],
  ])('prices %j from the tariff', async (change, amount, annual, territory) => {
    const res = await calc(change);
    expect(res.json()).toEqual({
      error: 0,
      result: true,
      message: 'success',
      response: { amount_uzs: amount, annual_uzs: annual, insured_sum: 80_000_000, territory },
    });
    expect(Value.Check(CalcOsagoResponse, res.json())).toBe(true);
  });

  it('fails with calculation_failed for a limited policy with more than 5 drivers', async () => {
    const drivers = Array.from({ length: 6 }, (_, i) => `3150390261001${i}`);
    const res = await calc({ number_drivers_id: 4, drivers });
    expect(res.json()).toMatchObject({ error: 1, result: false, code: 'calculation_failed' });
    // Unlimited policies name nobody: the list does not matter, nor do blank entries.
    expect((await calc({ drivers })).json().error).toBe(0);
    expect((await calc({ number_drivers_id: 4, drivers: [...drivers.slice(0, 5), ''] })).json().error).toBe(
      0,
    );
  });

  it.each([{ period_id: 3 }, { number_drivers_id: 2 }, { vehicleTypeId: 3 }, { drivers: ['123'] }])(
    'refuses %j with 400',
    async (change) => {
      const res = await calc(change);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation');
    },
  );
});

describe('POST /api/osago-neo/driver-check', () => {
  it("answers the driver's names and licence", async () => {
    const res = await api.post('/api/osago-neo/driver-check', {
      seria: 'ab',
      number: '2345678',
      birthday: '1995-07-22',
    });
    expect(res.json()).toEqual({ error: 0, result: true, message: 'success', ...RAHIMOVA_AS_DRIVER });
    expect(Value.Check(DriverCheckResponse, res.json())).toBe(true);
  });

  it('fails with 2 license_not_found, names included, for a person without a licence', async () => {
    const res = await api.post('/api/osago-neo/driver-check', {
      seria: 'AC',
      number: '7890123',
      birthday: '25.12.2003',
    });
    expect(res.json()).toMatchObject({
      error: 2,
      result: false,
      code: 'license_not_found',
      full_name: 'Saidova Malika Olimovna',
      pinfl: '62512032670077',
    });
    expect(Value.Check(DriverCheckResponse, res.json())).toBe(true);
  });

  it.each([
    ['an unknown passport', { seria: 'AA', number: '9999999', birthday: '15.03.1990' }],
    ['a wrong birthday', { seria: 'AA', number: '1234567', birthday: '16.03.1990' }],
  ])('fails with 1 driver_data_not_found for %s', async (_what, body) => {
    const res = await api.post('/api/osago-neo/driver-check', body);
    expect(res.json()).toEqual({
      error: 1,
      result: false,
      message: expect.any(String),
      error_message: expect.any(String),
      code: 'driver_data_not_found',
    });
  });
});

describe('POST /api/osago-neo/check-discount', () => {
  const check = (body: Record<string, unknown>) => api.post('/api/osago-neo/check-discount', body);

  it.each([
    [
      'a pensioner on his own car',
      { passportSeries: 'AA', passportNumber: '6677889', pinfl: '', govnomber: '01T678TU' },
      7,
      50,
    ],
    [
      'a disabled person by passport and PINFL',
      { passportSeries: 'AD', passportNumber: '5566778', pinfl: '40707872740143', govnomber: '75 S 567 ST' },
      8,
      50,
    ],
    [
      'an Afghan war veteran (no price benefit)',
      { passportSeries: 'aa', passportNumber: '8901234', govnomber: '60G789HJ' },
      9,
      0,
    ],
    [
      'a pensioner on a car she does not own',
      { passportSeries: 'AB', passportNumber: '7788990', govnomber: '01A123BC' },
      1,
      0,
    ],
    ['a pensioner without the plate', { passportSeries: 'AA', passportNumber: '6677889' }, 1, 0],
    [
      'a person without a benefit',
      { passportSeries: 'AA', passportNumber: '1234567', govnomber: '01A123BC' },
      1,
      0,
    ],
    [
      'a PINFL of someone else',
      { passportSeries: 'AA', passportNumber: '6677889', pinfl: '31503902610013', govnomber: '01T678TU' },
      1,
      0,
    ],
    ['an unknown passport', { passportSeries: 'AA', passportNumber: '9999999', govnomber: '01T678TU' }, 1, 0],
  ])('answers %s', async (_what, body, discountId, percent) => {
    const res = await check(body);
    expect(res.json()).toEqual({ error: 0, result: true, message: 'success', discountId, percent });
    expect(Value.Check(CheckDiscountResponse, res.json())).toBe(true);
  });

  it.each([
    { passportSeries: 'AA' },
    {},
    { pinfl: '', passportNumber: '' },
    // A PINFL alone tells nobody a benefit (disability is health data): the passport is required.
    { pinfl: '40707872740143', govnomber: '75S567ST' },
  ])('refuses %j with 400', async (body) => {
    const res = await check(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });
});
