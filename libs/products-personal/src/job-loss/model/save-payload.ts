import type { JobLossSaveFields } from '@polis/api-contract';
import { uploadBlob } from '@polis/product-kit';
import { jobLossPremium } from '@polis/tariffs';
import { phoneForApi } from '@polis/wizard-core';
import { salaryOf, type JobLossSnapshot } from './job-loss-state';

/** The save's text fields; the price is the total payable the customer saw (the server checks it). */
export function saveFields(snap: JobLossSnapshot, amountUzs?: number): JobLossSaveFields {
  const salary = salaryOf(snap.job.salary);
  return {
    salary,
    job_title: snap.job.jobTitle.trim(),
    inn: snap.job.inn,
    passport_seria: snap.personal.passportSery,
    passport_number: snap.personal.passportNumber,
    birthday: snap.personal.birthday,
    phone: phoneForApi(snap.personal.phone),
    region_id: Number(snap.personal.regionId) as JobLossSaveFields['region_id'],
    start_date: snap.personal.startDate,
    amount_uzs: amountUzs ?? jobLossPremium(salary),
  };
}

/** The multipart body of POST /sayt/job-lose/save: the fields and the two documents. */
export async function savePayload(snap: JobLossSnapshot, amountUzs?: number): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(saveFields(snap, amountUzs))) {
    if (value !== undefined) form.append(name, String(value));
  }
  form.append('work_book', await uploadBlob(snap.documents.workBook), snap.documents.workBook.fileName);
  form.append(
    'salary_certificate',
    await uploadBlob(snap.documents.salaryCertificate),
    snap.documents.salaryCertificate.fileName,
  );
  return form;
}
