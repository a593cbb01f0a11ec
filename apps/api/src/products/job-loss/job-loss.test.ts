import { Value } from '@sinclair/typebox/value';
import { JobLossCheckResponse, JobLossCreateContractResponse } from '@polis/api-contract';
import { jpeg, pdf, SECRET, type FilePart } from '../../uploads/test-images';
import { MAX_FILE_BYTES } from '../../uploads/upload-form';
import { uploadsDirOf } from '../../uploads/storage';
import { tomorrow } from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';
import { rawFacts } from '../../testing/printed-facts';

const sale = saleSuite();
const { env } = sale;

const SAVE = '/api/sayt/job-lose/save';
const CHECK = '/api/sayt/job-lose/check';

/** Karimov Alisher (AA 1234567, 15.03.1990), accountant at Toshkent Non Kombinati (INN 301234567), 5 000 000 a month. */
const fields = (change: Record<string, string | number | undefined> = {}) => ({
  salary: 5_000_000,
  job_title: '  Bosh   buxgalter ',
  inn: '301234567',
  passport_seria: 'AA',
  passport_number: '1234567',
  birthday: '15.03.1990',
  phone: '998901234567',
  region_id: 1,
  start_date: tomorrow(),
  amount_uzs: 450_000,
  ...change,
});
const documents = (change: Partial<Record<'work_book' | 'salary_certificate', Buffer>> = {}): FilePart[] => [
  {
    field: 'work_book',
    bytes: change.work_book ?? pdf(),
    filename: 'work-book.pdf',
    type: 'application/pdf',
  },
  { field: 'salary_certificate', bytes: change.salary_certificate ?? jpeg(), filename: 'salary.jpg' },
];

const save = (f = fields(), files = documents()) => sale.saveWithFiles(SAVE, f, files);

it('saves the application with both documents: contract, coverage (3 salaries) and total payable (3 %)', async () => {
  const before = await sale.uploadCounts();
  const res = await save();
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Value.Check(JobLossCreateContractResponse, body)).toBe(true);
  expect(body).toMatchObject({ error: 0, coverage: 15_000_000, total_payable: 450_000, amount_uzs: 450_000 });
  const contract = await sale.contractRow(body.contract_id);
  expect(contract).toMatchObject({ product: 'job-loss', phone: '998901234567', amount_uzs: 450_000 });
  expect(rawFacts(JSON.parse(contract.details))).toEqual([]);
  expect(JSON.parse(contract.details)).toEqual({
    job_title: 'Bosh buxgalter',
    employer: 'Toshkent Non Kombinati AJ',
    employer_inn: '301234567',
    salary: 5_000_000,
    covered_months: 3,
    coverage: 15_000_000,
  });
  const rows = await sale.fileRows(body.contract_id);
  expect(rows.map((r) => [r.kind, r.content_type])).toEqual([
    ['work_book', 'application/pdf'],
    ['salary_certificate', 'image/jpeg'],
  ]);
  await sale.expectOneSaveWithFiles(before, 2);
  const chat = await env.kit.lastChat();
  expect(chat.text).toContain(body.order_id);
  expect(chat.text).not.toMatch(/1234567|901234567|Non Kombinati|301234567/);
});

it('stores the salary certificate photo without its camera metadata', async () => {
  const body = (await save()).json();
  const row = await env.kit.handle.db
    .selectFrom('contract_files')
    .selectAll()
    .where('contract_id', '=', body.contract_id)
    .where('kind', '=', 'salary_certificate')
    .executeTakeFirstOrThrow();
  const { readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const bytes = await readFile(path.join(uploadsDirOf(process.env), row.storage_key));
  expect(bytes.includes(Buffer.from(SECRET))).toBe(false);
  expect(bytes).toEqual(jpeg(false));
});

it.each([
  [
    'an executable as the work book',
    documents({ work_book: Buffer.from('MZ\x90\x00binary', 'latin1') }),
    415,
    'unsupported_file_type',
  ],
  [
    'a certificate over 5 MB',
    documents({ salary_certificate: Buffer.concat([pdf(), Buffer.alloc(MAX_FILE_BYTES)]) }),
    413,
    'file_too_large',
  ],
  ['no salary certificate', [documents()[0]], 400, 'file_required'],
  [
    'a work book PDF that runs a script when opened',
    documents({
      work_book: Buffer.from(
        pdf().toString('latin1').replace('/Type/Catalog', '/Type/Catalog/OpenAction<</S/JavaScript/JS(x)>>'),
        'latin1',
      ),
    }),
    415,
    'active_pdf',
  ],
])('refuses %s and stores nothing', async (_what, files, status, code) => {
  await sale.expectRefusedStoringNothing(() => save(fields(), files), status, code);
});

it('answers 422 price_mismatch with the server figure and stores nothing', async () => {
  const before = await sale.uploadCounts();
  const res = await save(fields({ amount_uzs: 400_000 }));
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ error: { code: 'price_mismatch' }, amount_uzs: 450_000 });
  expect(await sale.uploadCounts()).toEqual(before);
});

it.each([
  ['a company without a short name', { inn: '200123456' }, 422, 'wrong_inn'],
  ['an INN not in the registry', { inn: '999999999' }, 422, 'company_not_found'],
  [
    'a salary under the minimum wage',
    { salary: 1_000_000, amount_uzs: undefined },
    422,
    'salary_out_of_range',
  ],
  ['an unknown applicant', { passport_number: '9999999' }, 422, 'person_not_found'],
  ['a region not in the list', { region_id: 16 }, 400, 'validation'],
  ['a blank job title', { job_title: '    ' }, 400, 'validation'],
  ['a start in the past', { start_date: '01.01.2020' }, 400, 'validation'],
])('refuses %s and stores nothing', async (_what, change, status, code) => {
  await sale.expectRefusedStoringNothing(() => save(fields(change)), status, code);
});

it('is not paid until Payme pays; then the check answers the policy PDF; wrong ids open nothing', async () => {
  const saved = (await save()).json();
  await sale.expectPaidOnlyAfterPayme({
    checkUrl: CHECK,
    ids: { contract_id: saved.contract_id, order_id: saved.order_id },
    amountUzs: 450_000,
    txNumber: 9201,
    schema: JobLossCheckResponse,
    wrongOrderId: true,
  });
}, 20_000);
