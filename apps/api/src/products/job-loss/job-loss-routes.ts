import type { FastifyInstance } from 'fastify';
import { JOB_LOSS_ENDPOINTS } from '@polis/api-contract';
import { JOB_LOSS_COVERED_MONTHS, JOB_LOSS_COVER_MONTHS, jobLossQuote } from '@polis/tariffs';
import { addMonthsInclusive, formatUzs } from '../../contracts/format';
import { findOrganization } from '../../registries/company-lookup';
import { DOCUMENT_TYPES } from '../../uploads/file-types';
import { type UploadStorage, uploadStorageFor } from '../../uploads/storage';
import { applicantOf, applicationDates } from '../../uploads/upload-application';
import { requireFiles, uploadForms } from '../../uploads/upload-form';
import { fullNameOf } from '../../registries/person-lookup';
import { refuse, saleRoutes, type SaleRoutesOptions } from '../kit/sale';
import { saleFiles } from '../kit/sale-files';

export interface JobLossRoutesOptions extends SaleRoutesOptions {
  /** Where the documents go; by default the store of the database (`uploadStorageFor`). */
  readonly storage?: UploadStorage;
}

const FILES = ['work_book', 'salary_certificate'] as const;

/**
 * Job loss insurance (README.md beside this file): a multipart save with the work book and the salary
 * certificate. Everything is checked first (the documents by the upload hook, then the fields, the salary, the
 * employer in the tax registry, the applicant in the person registry, the price); only then are the two
 * documents written and the contract, its file rows and its lead saved in one transaction (the kit).
 */
export async function jobLossRoutes(app: FastifyInstance, options: JobLossRoutesOptions): Promise<void> {
  const storage = options.storage ?? uploadStorageFor(options.db);
  await uploadForms(app, { work_book: DOCUMENT_TYPES, salary_certificate: DOCUMENT_TYPES });
  const sale = saleRoutes({
    key: 'job-loss',
    tag: 'job-loss',
    title: 'job loss',
    save: JOB_LOSS_ENDPOINTS.save,
    check: JOB_LOSS_ENDPOINTS.check,
    // Bought anew: a new application carries a new work book and salary certificate.
    renewal: false,
    saveDescription:
      'multipart/form-data: the text fields and two files, work_book and salary_certificate (PDF, JPEG, PNG ' +
      'or WebP by their bytes, at most 5 MB each; image metadata removed). coverage = salary x 3, ' +
      'total_payable = coverage x 3 % (@polis/tariffs). 413 file_too_large, 415 unsupported_file_type, 400 ' +
      'unreadable_file / empty_file / file_required, 400 validation. HTTP 422: salary_out_of_range, ' +
      'company_not_found, wrong_inn (the company has no short name), person_not_found. Nothing is stored ' +
      'unless the whole application is saved.',
    async sell(body, { db, now, request }) {
      const files = requireFiles(request, FILES);
      const jobTitle = body.job_title.trim().replace(/\s+/g, ' ');
      const { startDate, birthday } = applicationDates(body, now, (issues) => {
        if (jobTitle.length < 2) issues.add('/job_title', 'must have at least 2 characters');
      });
      const quote = jobLossQuote(body.salary);
      if (!quote) return refuse('salary_out_of_range', 'The salary is outside the insured range');
      const company = await findOrganization(db, body.inn);
      if (!company) return refuse('company_not_found', `No company with INN ${body.inn}`);
      if (!company.short_name) return refuse('wrong_inn', 'This employer cannot be insured online');
      const person = await applicantOf(db, body, birthday);
      if (!person) return refuse('person_not_found', 'No person with this passport and birthday');
      return {
        amountUzs: quote.totalPayable,
        phone: body.phone,
        holderName: fullNameOf(person),
        // Printed on the policy: the insured job and the cover.
        details: {
          job_title: jobTitle,
          employer: company.short_name,
          employer_inn: company.inn,
          salary: body.salary,
          covered_months: JOB_LOSS_COVERED_MONTHS,
          coverage: quote.coverage,
        },
        startDate,
        endDate: addMonthsInclusive(startDate, JOB_LOSS_COVER_MONTHS),
        // The lead names the coverage: never the passport, the employer or the documents.
        lead: `coverage ${formatUzs(quote.coverage)} UZS`,
        answer: { coverage: quote.coverage, total_payable: quote.totalPayable },
        ...saleFiles(storage, files, now),
      };
    },
  });
  await sale(app, options);
}
