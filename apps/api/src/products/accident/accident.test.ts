import { Value } from '@sinclair/typebox/value';
import {
  AccidentCheckResponse,
  AccidentCreateContractResponse,
  type AccidentCreateContractRequest,
} from '@polis/api-contract';
import { accidentPremium } from '@polis/tariffs';
import { tomorrow } from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';
import { rawFacts } from '../../testing/printed-facts';

const {
  env,
  api,
  contractRow,
  contracts: contractCount,
  expectRefused,
  expectPaidOnlyAfterPayme,
} = saleSuite();

const SAVE = '/api/accident_sayt/save';
const CHECK = '/api/accident/check';
const KARIMOV = { seria: 'AA', number: '1234567', birthday: '15.03.1990' };
const RAHIMOVA = { seria: 'AB', number: '2345678', birthday: '22.07.1995' };
const GULOMOV = { seria: 'AC', number: '3456789', birthday: '02.11.1985' };
const application = (change: Partial<AccidentCreateContractRequest> = {}): AccidentCreateContractRequest => ({
  audience: 'general',
  start_date: tomorrow(),
  insurance_amount: 1_000_000,
  insureds: [KARIMOV, RAHIMOVA, GULOMOV],
  payer: { is_insured: true, phone: '998901234567' },
  amount_uzs: 15_000,
  ...change,
});
const lastChat = () =>
  env.kit.handle.db.selectFrom('chat_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

it('saves three insureds at amount x 3 x 5 / 1000, names from the registry, a lead naming the payer only', async () => {
  const chatBefore = await env.kit.count('chat_outbox');
  const res = await api.post(SAVE, application());
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Value.Check(AccidentCreateContractResponse, body)).toBe(true);
  expect(body).toMatchObject({ error: 0, amount_uzs: 15_000, insurance_amount: 1_000_000, insureds: 3 });
  const contract = await contractRow(body.contract_id);
  expect(contract).toMatchObject({
    product: 'accident',
    status: 'saved',
    amount_uzs: 15_000,
    phone: '998901234567',
    holder_name: 'Karimov Alisher Bahodirovich',
  });
  const details = JSON.parse(contract.details);
  expect(rawFacts(details)).toEqual([]);
  expect(details).toMatchObject({ insured_sum: 1_000_000, insured_count: 3, period_months: 12 });
  expect(details.insured_persons).toContain('Rahimova Dilnoza');
  expect(await env.kit.count('chat_outbox')).toBe(chatBefore + 1);
  const chat = (await lastChat()).text;
  expect(chat).toContain(body.order_id);
  expect(chat).toContain('3 insured');
  // A lead: the payer's name and phone in full for the call back; never the insureds or a passport.
  expect(chat).toMatch(/Name: .*Karimov/);
  expect(chat).toContain('Phone: +998 90 123 45 67');
  expect(chat).not.toContain('998901234567');
  expect(chat).not.toContain('1234567');
  expect(chat).not.toContain('Rahimova');
});

it('prices the default application at 5 000 (one person, 1 000 000)', async () => {
  const res = await api.post(SAVE, application({ insureds: [KARIMOV], amount_uzs: 5_000 }));
  expect([res.statusCode, res.json().amount_uzs]).toEqual([200, 5_000]);
});

it('answers 422 price_mismatch with the server figure, and writes nothing', async () => {
  const before = await contractCount();
  const res = await api.post(SAVE, application({ insurance_amount: 5_000_000, amount_uzs: 15_000 }));
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({
    error: { code: 'price_mismatch' },
    amount_uzs: accidentPremium(5_000_000, 3),
  });
  expect(await contractCount()).toBe(before);
});

it('names the insured the registry does not know (response.key = index + 1)', async () => {
  const res = await api.post(
    SAVE,
    application({ insureds: [KARIMOV, { ...RAHIMOVA, birthday: '23.07.1995' }] }),
  );
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ error: { code: 'person_not_found' }, response: { key: 2 } });
});

it('checks a payer who is not insured in the registry', async () => {
  const payer = {
    is_insured: false,
    seria: 'AA',
    number: '9999999',
    birthday: '01.01.1980',
    phone: '998901234567',
  };
  const res = await api.post(SAVE, application({ payer }));
  expect([res.statusCode, res.json().error.code]).toEqual([422, 'payer_not_found']);
  const ok = await api.post(
    SAVE,
    application({ payer: { ...payer, number: '4567890', birthday: '30.01.1978' } }),
  );
  expect(ok.statusCode).toBe(200);
  expect((await contractRow(ok.json().contract_id)).holder_name).toContain('Toʻxtayev');
});

it('driver page: the vehicle by plate, printed with its model; an unknown plate is refused', async () => {
  const driver = application({
    audience: 'driver',
    vehicle_number: '01 A 123 BC',
    insureds: [KARIMOV],
    amount_uzs: 5_000,
  });
  const res = await api.post(SAVE, driver);
  expect(res.statusCode).toBe(200);
  const contract = await contractRow(res.json().contract_id);
  expect(contract.product).toBe('accident-driver');
  expect(rawFacts(JSON.parse(contract.details))).toEqual([]);
  expect(JSON.parse(contract.details).vehicle).toBe('01A123BC, Chevrolet Cobalt');
  const unknown = await api.post(SAVE, { ...driver, vehicle_number: '01Z999ZZ' });
  expect([unknown.statusCode, unknown.json().error.code]).toEqual([422, 'vehicle_not_found']);
});

it('student page: the institution on the policy', async () => {
  const res = await api.post(
    SAVE,
    application({
      audience: 'student',
      institution: '  Toshkent davlat   universiteti ',
      insureds: [RAHIMOVA],
      amount_uzs: 5_000,
    }),
  );
  expect(res.statusCode).toBe(200);
  const contract = await contractRow(res.json().contract_id);
  expect(rawFacts(JSON.parse(contract.details))).toEqual([]);
  expect([contract.product, JSON.parse(contract.details).institution]).toEqual([
    'accident-student',
    'Toshkent davlat universiteti',
  ]);
});

it('foreign page: foreign passports and Latin names, no registry', async () => {
  const foreigner = {
    passport: 'C01X00T47',
    first_name: 'John',
    last_name: 'Smith',
    citizenship: 'DE',
    birthday: '01.02.1980',
  };
  const res = await api.post(
    SAVE,
    application({ audience: 'foreign', insureds: [foreigner], amount_uzs: 5_000 }),
  );
  expect(res.statusCode).toBe(200);
  const contract = await contractRow(res.json().contract_id);
  expect([contract.product, contract.holder_name]).toEqual(['accident-foreign', 'SMITH JOHN']);
  const cyrillic = await api.post(
    SAVE,
    application({ audience: 'foreign', insureds: [{ ...foreigner, first_name: 'Джон' }], amount_uzs: 5_000 }),
  );
  expect(cyrillic.statusCode).toBe(400);
  const resident = await api.post(
    SAVE,
    application({ audience: 'foreign', insureds: [KARIMOV], amount_uzs: 5_000 }),
  );
  expect(resident.statusCode).toBe(400);
});

it.each([
  ['a sum not on sale', application({ insurance_amount: 1_500_000 })],
  ['no insured', application({ insureds: [] })],
  ['eleven insureds', application({ insureds: Array.from({ length: 11 }, () => KARIMOV) })],
  ['one person twice', application({ insureds: [KARIMOV, KARIMOV] })],
  ['a start today', application({ start_date: '01.01.2020' })],
  ['a birthday that does not exist', application({ insureds: [{ ...KARIMOV, birthday: '31.02.1990' }] })],
  ['a plate on the general page', application({ vehicle_number: '01A123BC' })],
  ['a driver page without a plate', application({ audience: 'driver' })],
  ['a teacher page without the institution', application({ audience: 'teacher' })],
  [
    'a payer not insured without a passport',
    application({ payer: { is_insured: false, phone: '998901234567' } }),
  ],
  ['an unknown page', { ...application(), audience: 'pilot' }],
  ['a negative amount', application({ amount_uzs: -1 })],
])('refuses %s with 400', async (_what, body) => {
  await expectRefused(SAVE, body);
});

it('is not paid until Payme pays; then the check answers the policy PDF; wrong ids open nothing', async () => {
  const saved = (await api.post(SAVE, application())).json();
  await expectPaidOnlyAfterPayme({
    checkUrl: CHECK,
    ids: { contract_id: saved.contract_id, order_id: saved.order_id },
    amountUzs: 15_000,
    txNumber: 9001,
    schema: AccidentCheckResponse,
    wrongOrderId: true,
  });
}, 20_000);
