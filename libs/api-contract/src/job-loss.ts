import { Type, type Static } from '@sinclair/typebox';
import { AmountSeen, DateInput } from './common';
import type { UploadErrorCode } from './pets';
import { JOB_LOSS_PATHS } from './paths';
import { saleEndpoints } from './sale';

/*
 * Job loss insurance (spec 001 "Job loss"): the employer by INN (`POST /osgor_neo/inn`, registries), the
 * multipart save with the work book and the salary certificate, the payment check. Server behaviour and error
 * codes: apps/api/src/products/job-loss/README.md.
 */

/** The 15 regions of the form: the 14 registry regions by plate code, and 0 "another place". */
export const JOB_LOSS_REGION_IDS = [1, 10, 20, 25, 30, 40, 50, 60, 70, 75, 80, 85, 90, 95, 0] as const;

/**
 * `POST /sayt/job-lose/save`, multipart/form-data: these text fields and two files, `work_book` and
 * `salary_certificate` (PDF, JPEG, PNG or WebP, at most 5 MB each, checked by their bytes). In the validated
 * body a file field holds the SHA-256 of the file (the server sets it).
 */
const JobLossCreateContractRequest = Type.Object(
  {
    salary: Type.Integer({
      minimum: 1,
      maximum: 1_000_000_000,
      description: 'monthly salary, UZS',
      examples: [5_000_000],
    }),
    job_title: Type.String({
      minLength: 2,
      maxLength: 100,
      pattern: '^[^\\u0000-\\u001f\\u007f]*$',
      examples: ['Buxgalter'],
    }),
    inn: Type.String({ pattern: '^[0-9]{9}$', description: "the employer's INN", examples: ['301234567'] }),
    passport_seria: Type.String({ pattern: '^[A-Z]{2}$', examples: ['AA'] }),
    passport_number: Type.String({ pattern: '^[0-9]{7}$', examples: ['1234567'] }),
    birthday: DateInput,
    phone: Type.String({ pattern: '^998[0-9]{9}$', examples: ['998901234567'] }),
    region_id: Type.Union(
      JOB_LOSS_REGION_IDS.map((id) => Type.Literal(id)),
      { description: 'region of residence: plate code, 0 another place' },
    ),
    start_date: DateInput,
    amount_uzs: AmountSeen('the total payable the customer saw; checked by the server (422 price_mismatch)'),
    work_book: Type.Optional(
      Type.String({ description: 'file part (required): the work book (PDF or image, at most 5 MB)' }),
    ),
    salary_certificate: Type.Optional(
      Type.String({
        description: 'file part (required): the salary certificate (PDF or image, at most 5 MB)',
      }),
    ),
  },
  { $id: 'JobLossCreateContractRequest', additionalProperties: false },
);
type JobLossCreateContractRequest = Static<typeof JobLossCreateContractRequest>;

/** The text fields the front end sends beside the two files. */
export type JobLossSaveFields = Omit<JobLossCreateContractRequest, 'work_book' | 'salary_certificate'>;

/** The save's refusals besides the kit's `price_mismatch`; the front end's error table covers each once. */
export type JobLossErrorCode =
  | 'validation'
  | 'salary_out_of_range'
  | 'wrong_inn'
  | 'company_not_found'
  | 'person_not_found'
  | UploadErrorCode
  /** 415: a PDF with scripts or actions (`/JS`, `/JavaScript`, `/OpenAction`, `/AA`, `/Launch`). */
  | 'active_pdf';

/**
 * The job loss endpoints (`saleEndpoints`): the multipart save (its answer adds the coverage and the total payable;
 * the uploads' refusals besides the product's) and the check by both ids.
 */
export const JOB_LOSS_ENDPOINTS = saleEndpoints(
  JOB_LOSS_PATHS,
  'JobLoss',
  JobLossCreateContractRequest,
  [
    'file_too_large',
    'unsupported_file_type',
    'active_pdf',
    'unreadable_file',
    'empty_file',
    'file_required',
    'unexpected_file',
    'bad_multipart',
    'salary_out_of_range',
    'company_not_found',
    'wrong_inn',
    'person_not_found',
  ],
  {
    consumes: ['multipart/form-data'],
    answer: {
      coverage: Type.Integer({ description: 'sum insured: 3 months of salary, UZS' }),
      total_payable: Type.Integer({ description: 'the premium: 3 % of the coverage, UZS (= amount_uzs)' }),
    },
  },
);

export const JobLossCreateContractResponse = JOB_LOSS_ENDPOINTS.save.schema.response[200];
export type JobLossCreateContractResponse = Static<typeof JobLossCreateContractResponse>;
export const JobLossCheckResponse = JOB_LOSS_ENDPOINTS.check.schema.response[200];
export type JobLossCheckResponse = Static<typeof JobLossCheckResponse>;
