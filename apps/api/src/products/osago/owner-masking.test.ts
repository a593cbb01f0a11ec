import { Value } from '@sinclair/typebox/value';
import { CheckIpResponse, OsgopAutoResponse } from '@polis/api-contract';
import { maskPersonName } from '../../outbox/mask';
import { tomorrow } from '../../testing/osago-test-kit';
import { seededServerSuite } from '../../testing/sale-test-kit';

const { server, api } = seededServerSuite();

/** Karimov Alisher Bahodirovich's surname, patronymic and PINFL: none may come back from a plate and a tech passport. */
const KARIMOV = /Karimov|Bahodirovich|31503902610013/;

describe('a plate and a tech passport show a person owner masked (issue 21)', () => {
  it('check-ip: K. Alisher, no surname, no PINFL, no passport', async () => {
    const res = await api.post('/api/check-ip', {
      carNumber: '01A123BC',
      techSery: 'AAF',
      techNumber: '1234567',
    });
    expect(Value.Check(CheckIpResponse, res.json())).toBe(true);
    expect(res.json().response).toMatchObject({ car_owner: 'K. Alisher', owner_type: 'person', inn: null });
    expect(res.body).not.toMatch(KARIMOV);
  });

  it('mini KASKO checkCar: the same masked owner', async () => {
    const res = await api.post('/api/minikasko_neo/checkCar', {
      gos_number: '01A123BC',
      tech_sery: 'AAF',
      tech_number: '1234567',
    });
    expect(res.json().response).toMatchObject({ car_owner: 'K. Alisher' });
    expect(res.body).not.toMatch(KARIMOV);
  });

  it("OSGOP auto: a person's taxi masked, while the contract saved for it names the owner in full", async () => {
    const taxi = { vehicleNumber: '01C777TX', seria: 'AAF', number: '4234567' };
    const found = await api.post('/api/sayt/osgop/auto', taxi);
    expect(Value.Check(OsgopAutoResponse, found.json())).toBe(true);
    expect(found.json().response.owner).toEqual({ type: 'person', name: 'K. Alisher', inn: null });
    expect(found.body).not.toMatch(KARIMOV);

    const { price } = (
      await api.post('/api/sayt/osgop/calculation', { ...taxi, seats: 4, dateType: 2 })
    ).json();
    const saved = await api.post('/api/sayt/osgop/save', {
      ...taxi,
      seats: 4,
      dateType: 2,
      beginDate: tomorrow(),
      applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
      amount_uzs: price,
    });
    expect(saved.statusCode).toBe(200);
    const row = await server.handle.db
      .selectFrom('contracts')
      .select(['holder_name', 'details'])
      .where('id', '=', saved.json().id)
      .executeTakeFirstOrThrow();
    expect(row.holder_name).toBe('Karimov Alisher Bahodirovich');
    expect(JSON.parse(row.details)).toMatchObject({ carrier: 'Karimov Alisher Bahodirovich' });
  });

  it('a company owner stays in full (check-ip and OSGOP)', async () => {
    const truck = await api.post('/api/check-ip', {
      carNumber: '01123ABC',
      techSery: 'AAE',
      techNumber: '2012345',
    });
    expect(truck.json().response).toMatchObject({
      car_owner: '"Toshkent Non Kombinati" AJ',
      owner_type: 'organization',
      inn: '301234567',
    });
    const minibus = await api.post('/api/sayt/osgop/auto', {
      vehicleNumber: '01456ABD',
      seria: 'AAE',
      number: '4123456',
    });
    expect(minibus.json().response.owner).toMatchObject({ type: 'organization', inn: '301234567' });
    expect(minibus.json().response.owner.name).toContain('Toshkent Non');
  });

  it("names the owner in full only once the owner's passport and birthday match (check-person)", async () => {
    const car = { gos_number: '01A123BC', tech_sery: 'AAF', tech_number: '1234567' };
    const wrong = await api.post('/api/osago-neo/check-person', {
      ...car,
      owner__pass_seria: 'AA',
      owner__pass_number: '1234567',
      owner_birthday: '16.03.1990',
    });
    expect(wrong.json()).toMatchObject({ error: 1, code: 'car_owner_data_not_found' });
    expect(wrong.body).not.toMatch(/Karimov/);
    const right = await api.post('/api/osago-neo/check-person', {
      ...car,
      owner__pass_seria: 'AA',
      owner__pass_number: '1234567',
      owner_birthday: '15.03.1990',
    });
    expect(right.json().response).toMatchObject({ full_name: 'Karimov Alisher Bahodirovich' });
  });
});

describe('maskPersonName', () => {
  it.each([
    ['Karimov Alisher Bahodirovich', 'K. Alisher'],
    ['  Gʻulomov Gʻayrat Shavkat oʻgʻli ', 'G. Gʻayrat'],
    ['Karimov', 'K.'],
    ['', ''],
  ])('%j -> %j', (full, masked) => {
    expect(maskPersonName(full)).toBe(masked);
  });
});
