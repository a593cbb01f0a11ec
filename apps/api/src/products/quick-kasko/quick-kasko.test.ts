import { QUICK_KASKO_SAVE_EXAMPLE } from '@polis/api-contract/examples';
import { Value } from '@sinclair/typebox/value';
import {
  QuickKaskoCheckResponse,
  QuickKaskoCreateContractResponse,
  QuickKaskoProgramsResponse,
  type QuickKaskoCreateContractRequest,
} from '@polis/api-contract';
import { saleSuite } from '../../testing/sale-test-kit';
import { rawFacts } from '../../testing/printed-facts';

const { env, api, contractRow, expectPaidOnlyAfterPayme } = saleSuite();

const SAVE = '/api/sayt/tez-kasko/save';
const CHECK = '/api/sayt/tez-kasko/check';

/** Karimov Alisher (AA 1234567, 15.03.1990) insures his 2020 Cobalt 01A123BC with Start. */
const application = (
  change: Partial<QuickKaskoCreateContractRequest> = {},
): QuickKaskoCreateContractRequest => ({ ...QUICK_KASKO_SAVE_EXAMPLE, ...change });

it('lists the programs and the age limit', async () => {
  const body = (await api.get('/api/sayt/tez-kasko/programs')).json();
  expect(Value.Check(QuickKaskoProgramsResponse, body)).toBe(true);
  expect(body.programs.map((p: { id: number; premium: number }) => [p.id, p.premium])).toEqual([
    [1, 380_000],
    [2, 680_000],
    [3, 900_000],
  ]);
  expect(body.max_car_age).toBe(10);
});

it('lets OSAGO osago-juridik tell a company car (found) from a person car (owner_is_person)', async () => {
  const company = await api.post('/api/osago-neo/osago-juridik', {
    gos_number: '01123ABC',
    tech_sery: 'AAE',
    tech_number: '2012345',
  });
  expect(company.json()).toMatchObject({ error: 0, response: { inn: '301234567' } });
  const person = await api.post('/api/osago-neo/osago-juridik', {
    gos_number: '01A123BC',
    tech_sery: 'AAF',
    tech_number: '1234567',
  });
  expect(person.json()).toMatchObject({ error: 3, code: 'owner_is_person' });
});

describe('save', () => {
  it('saves a resident applicant: 12 months, the car on the policy, a lead with the contact only', async () => {
    const chatBefore = await env.kit.count('chat_outbox');
    const res = await api.post(SAVE, application());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Value.Check(QuickKaskoCreateContractResponse, body)).toBe(true);
    const contract = await contractRow(body.contract_id);
    expect(contract).toMatchObject({
      product: 'quick-car-insurance',
      amount_uzs: 380_000,
      holder_name: 'Karimov Alisher Bahodirovich',
    });
    expect(rawFacts(JSON.parse(contract.details))).toEqual([]);
    expect(JSON.parse(contract.details)).toMatchObject({
      gos_number: '01A123BC',
      model: 'Chevrolet Cobalt, 2020',
      tech_passport: 'AAF 1234567',
      program: 'Quick kasko Start',
      insured_sum: 20_000_000,
      period_months: 12,
    });
    expect(await env.kit.count('chat_outbox')).toBe(chatBefore + 1);
    const chat = await env.kit.lastChat();
    expect(chat.text).toContain('resident applicant');
    // A lead: the contact's name and phone in full for the call back, never a passport.
    expect(chat.text).toMatch(/Name: .*KARIMOV/i);
    expect(chat.text).toContain('Phone: +998 90 123 45 67');
    for (const secret of ['998901234567', '1234567']) expect(chat.text).not.toContain(secret);
  });

  it('saves a foreign applicant with a 3-character series and the typed name', async () => {
    const res = await api.post(
      SAVE,
      application({
        applicant_type: 'foreign',
        passport_seria: 'N12',
        passport_number: '456789',
        full_name: 'Smith  John',
        program_id: 2,
        amount_uzs: 680_000,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect((await contractRow(res.json().contract_id)).holder_name).toBe('SMITH JOHN');
  });

  it.each([
    ['for_only_individuals', { gos_number: '01123ABC', tech_sery: 'AAE', tech_number: '2012345' }],
    ['vehicle_not_found', { tech_number: '7654321' }],
    ['car_too_old', { gos_number: '60G789HJ', tech_sery: 'AAF', tech_number: '7890123' }],
    ['unknown_program', { program_id: 8 }],
    ['person_not_found', { birthday: '16.03.1990' }],
    ['price_mismatch', { amount_uzs: 1 }],
  ])('answers 422 %s and saves nothing', async (code, change) => {
    const before = await env.kit.count('chat_outbox');
    const res = await api.post(SAVE, application(change));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe(code);
    expect(await env.kit.count('chat_outbox')).toBe(before);
  });

  it.each([
    ['a resident with a 3-character series', application({ passport_seria: 'AAA' })],
    [
      'a foreigner with a 2-letter series',
      application({ applicant_type: 'foreign', passport_seria: 'AB', full_name: 'X Y Z' }),
    ],
    ['a foreigner without a name', application({ applicant_type: 'foreign', passport_seria: 'N12' })],
    ['an unknown applicant type', { ...application(), applicant_type: 'company' }],
    ['no body', undefined],
    ['31.02', application({ birthday: '31.02.1990' })],
  ])('refuses %s with 400', async (_what, body) => {
    const res = await api.post(SAVE, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toMatch(/^(validation|bad_json)$/);
  });
});

it('checks the payment with both ids; Payme pays; another pair opens nothing', async () => {
  const saved = (await api.post(SAVE, application())).json();
  const paid = await expectPaidOnlyAfterPayme({
    checkUrl: CHECK,
    ids: { contract_id: saved.contract_id, order_id: saved.order_id },
    amountUzs: 380_000,
    txNumber: 9101,
    schema: QuickKaskoCheckResponse,
    wrongOrderId: true,
  });
  expect(paid).toMatchObject({ polis_seria: 'QKAS' });
});
