/**
 * Job loss insurance (spec 001 "Job loss": salary in, coverage and total payable out). The spec gives no
 * figures (NOTES.md): the rule is the product's choice, written in libs/products-personal/src/job-loss/README.md.
 *
 * - coverage = monthly salary x 3: the benefit replaces up to three months of salary after an involuntary
 *   job loss (dismissal on the employer's initiative, staff reduction, liquidation of the employer);
 * - total payable = coverage x 3 % for a 12-month cover, rounded to whole UZS;
 * - the salary is from the minimum wage (1,271,000 UZS from 1 Aug 2025) to 50,000,000 UZS a month.
 */
export const JOB_LOSS_COVERED_MONTHS = 3;
export const JOB_LOSS_RATE_PERCENT = 3;
export const JOB_LOSS_MIN_SALARY_UZS = 1_271_000;
export const JOB_LOSS_MAX_SALARY_UZS = 50_000_000;
export const JOB_LOSS_COVER_MONTHS = 12;

export interface JobLossQuote {
  /** Sum insured, UZS. */
  readonly coverage: number;
  /** Premium, UZS. */
  readonly totalPayable: number;
}

export const jobLossSalaryAllowed = (salary: number): boolean =>
  Number.isInteger(salary) && salary >= JOB_LOSS_MIN_SALARY_UZS && salary <= JOB_LOSS_MAX_SALARY_UZS;

/** The quote of a monthly salary, or null for a salary outside the limits. */
export function jobLossQuote(salary: number): JobLossQuote | null {
  if (!jobLossSalaryAllowed(salary)) return null;
  const coverage = salary * JOB_LOSS_COVERED_MONTHS;
  return { coverage, totalPayable: Math.round((coverage * JOB_LOSS_RATE_PERCENT) / 100) };
}

/** The catalogue's starting price: the quote of the minimum wage. */
export const JOB_LOSS_PREMIUM_UZS = Math.round(
  (JOB_LOSS_MIN_SALARY_UZS * JOB_LOSS_COVERED_MONTHS * JOB_LOSS_RATE_PERCENT) / 100,
);

/** The premium of a salary (the page shows it, the server charges it); undefined outside the limits. */
export const jobLossPremium = (salary: number): number | undefined => jobLossQuote(salary)?.totalPayable;
