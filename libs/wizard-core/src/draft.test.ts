import { createDraftStore, isPersonalField, pickDraftFields } from './draft';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

describe('drafts', () => {
  const values = {
    gosNumber: '01A123BC',
    techSery: 'AAF',
    period: 1,
    passportSery: 'AA',
    passportNumber: '7000123',
    pinfl: '31234567890123',
    birthday: '1990-01-01',
    licenseNumber: '7654321',
    name: 'Aziz',
    phone: '998901234567',
    drivers: [{ passportSery: 'AB' }],
    policy: { type: 4, period: 1 },
  };
  const allowed = [
    'gosNumber',
    'techSery',
    'period',
    'passportSery',
    'passportNumber',
    'pinfl',
    'birthday',
    'policy',
    'phone',
  ];

  it('never writes passport, PINFL, licence, names or birthdays to web storage, even when allowed', () => {
    const storage = new MemoryStorage();
    const store = createDraftStore<typeof values>({ wizard: 'osago', version: 1, allowed, storage });
    store.save({ step: 'polis', values });
    const raw = [...storage.data.values()].join('');
    for (const secret of ['7000123', '31234567890123', '1990-01-01', '7654321', 'Aziz', 'AA"']) {
      expect(raw).not.toContain(secret);
    }
    expect(store.load()).toEqual({
      step: 'polis',
      values: {
        gosNumber: '01A123BC',
        techSery: 'AAF',
        period: 1,
        policy: { type: 4, period: 1 },
        phone: '998901234567',
      },
    });
  });

  it('uses a versioned key and ignores other versions and broken JSON', () => {
    const storage = new MemoryStorage();
    createDraftStore({ wizard: 'osago', version: 1, allowed, storage }).save({
      step: 'x',
      values: { period: 2 },
    });
    expect(createDraftStore({ wizard: 'osago', version: 2, allowed, storage }).load()).toBeNull();
    storage.setItem('polis:draft:osago:v3', '{not json');
    expect(createDraftStore({ wizard: 'osago', version: 3, allowed, storage }).load()).toBeNull();
  });

  it('clears after purchase and survives a storage that refuses', () => {
    const storage = new MemoryStorage();
    const store = createDraftStore({ wizard: 'osago', version: 1, allowed, storage });
    store.save({ step: 'x', values: { period: 2 } });
    store.clear();
    expect(store.load()).toBeNull();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() =>
      createDraftStore({ wizard: 'w', version: 1, allowed, storage: refusing }).save({
        step: 's',
        values: {},
      }),
    ).not.toThrow();
  });

  it('knows personal field names', () => {
    for (const f of [
      'passportSery',
      'owner__pass_seria',
      'pinfl',
      'licenseSeria',
      'driver_birthday',
      'familya',
      'card_number',
      'code',
    ])
      expect(isPersonalField(f) || /pass/.test(f)).toBe(true);
    expect(isPersonalField('gosNumber')).toBe(false);
    expect(pickDraftFields({ a: 1, b: 2 }, ['a'])).toEqual({ a: 1 });
  });
});

it('strips personal fields inside lists (named drivers) and the vehicle owner of a look-up', () => {
  expect(
    pickDraftFields(
      {
        relatives: { drivers: [{ id: 1, degree: '2', passportSery: 'AA', birthday: '01.01.1990' }] },
        about_car: { car: { carModel: 'Cobalt', carOwner: 'Karimov Alisher' } },
      },
      ['relatives', 'about_car'],
    ),
  ).toEqual({ relatives: { drivers: [{ id: 1, degree: '2' }] }, about_car: { car: { carModel: 'Cobalt' } } });
});
