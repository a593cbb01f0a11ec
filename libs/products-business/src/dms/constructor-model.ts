import { object, string } from 'yup';
import type {
  DmsCalculationRequest,
  DmsConstructorResponse,
  DmsSubmitRequest,
  Organization,
} from '@polis/api-contract';
import type { Lang } from '@polis/routing';
import { distributeDmsLimit } from '@polis/tariffs';
import { phone998, phoneForApi } from '@polis/wizard-core';
import { formatPayroll, payrollDigits } from '../company/payroll';

export type DmsConstructorData = DmsConstructorResponse['data'];
export type DmsCategory = DmsConstructorData['default_category'];

/** One additional coverage as the visitor has it: ticked or not, and its amount (days for travel) as typed. */
export interface ExtraChoice {
  readonly checked: boolean;
  readonly value: string;
}

export interface ConstructorChoice {
  /** The limit per employee as typed, with spaces. */
  readonly limit: string;
  readonly category: DmsCategory;
  readonly extras: Readonly<Record<number, ExtraChoice>>;
  readonly employees: string;
}

/** The defaults of `GET /dms/constructor`: the base limit, VIP, the extras checked by default. */
export function initialChoice(data: DmsConstructorData): ConstructorChoice {
  return {
    limit: formatPayroll(String(data.base_limit)),
    category: data.default_category,
    extras: Object.fromEntries(
      data.additional_coverages.map((c) => [
        c.id,
        { checked: c.checked, value: c.is_travel ? String(c.coverage) : formatPayroll(String(c.coverage)) },
      ]),
    ),
    employees: '',
  };
}

const numberOf = (typed: string) => Number(payrollDigits(typed) || '0');

/** The limit as a number, or the message id of what is wrong with it. */
export function limitOf(typed: string, data: DmsConstructorData): number | { error: string } {
  const limit = numberOf(typed);
  if (limit < data.min_limit || limit > data.max_limit) return { error: 'dms.constructor.limit.range' };
  if (limit % data.step !== 0) return { error: 'dms.constructor.limit.step' };
  return limit;
}

/** The default coverages' share of a limit (steps of 100 000), or their base amounts while it is invalid. */
export function sharesOf(limit: number | null, data: DmsConstructorData): number[] {
  const weights = data.default_coverages.map((c) => c.coverage);
  return limit === null ? weights : distributeDmsLimit(limit, weights);
}

/** The message id of what is wrong with a ticked coverage's amount, or null. */
export function extraError(
  coverage: DmsConstructorData['additional_coverages'][number],
  typed: string,
): string | null {
  const value = numberOf(typed);
  if (value < coverage.min_coverage || value > coverage.max_coverage) return 'dms.constructor.extra.range';
  if (value % coverage.step !== 0) return 'dms.constructor.extra.step';
  return null;
}

export function employeesError(typed: string, data: DmsConstructorData): string | null {
  const n = numberOf(typed);
  return n < 1 || n > data.max_employees ? 'dms.constructor.employees.range' : null;
}

/** The calculation's body for a valid choice (the page checks the fields first). */
export function calculationBody(choice: ConstructorChoice, data: DmsConstructorData): DmsCalculationRequest {
  return {
    limit: numberOf(choice.limit),
    hospital_category: choice.category,
    additional_coverages: data.additional_coverages
      .filter((c) => choice.extras[c.id]?.checked)
      .map((c) => ({ id: c.id, coverage: numberOf(choice.extras[c.id].value) })),
    number_of_employees: numberOf(choice.employees),
  };
}

export interface DmsApplicationValues {
  inn: string;
  company: Organization | null;
  company_name: string;
  full_name: string;
  phone: string;
  employees: string;
}

export const blankDmsApplication = (employees: string): DmsApplicationValues => ({
  inn: '',
  company: null,
  company_name: '',
  full_name: '',
  phone: '',
  employees,
});

/** The INN is looked up to fill the company name; a company the registry lacks is typed by hand. */
export const dmsApplicationSchema = (maxEmployees: number) =>
  object({
    inn: string()
      .required('wizard.form.required')
      .matches(/^\d{9}$/, 'wizard.form.inn'),
    company_name: string().trim().required('wizard.form.required').max(300, 'business.form.tooLong'),
    full_name: string().trim().required('wizard.form.required').max(120, 'business.form.tooLong'),
    phone: phone998(),
    employees: string()
      .required('wizard.form.required')
      .test(
        'range',
        {
          id: 'dms.constructor.employees.range',
          values: { maxEmployees: formatPayroll(String(maxEmployees)) },
        },
        (v) => {
          const n = numberOf(v ?? '');
          return n >= 1 && n <= maxEmployees;
        },
      ),
  });

/** The submit's body: the spec's fields, and the company price the page shows for the server to check. */
export function submitBody(
  values: DmsApplicationValues,
  { requestId, pricePerEmployee, lang }: { requestId: number; pricePerEmployee: number; lang: Lang },
): DmsSubmitRequest {
  const employees = numberOf(values.employees);
  return {
    constructor_request_id: requestId,
    full_name: values.full_name.trim(),
    phone: phoneForApi(values.phone),
    company_name: values.company_name.trim(),
    inn: values.inn,
    number_of_employees: employees,
    price_for_company: pricePerEmployee * employees,
    lang,
  };
}
