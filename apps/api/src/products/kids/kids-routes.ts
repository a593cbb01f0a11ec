import { KIDS_ENDPOINTS } from '@polis/api-contract';
import { KIDS_COVER_MONTHS, KIDS_MAX_AGE, KIDS_MIN_AGE, kidsPremium, kidsProgram } from '@polis/tariffs';
import { addMonthsInclusive } from '../../contracts/format';
import { Issues } from '../../http/issues';
import { ADULT, dateRules } from '../kit/date-rules';
import { findApplicant, oneLine } from '../kit/full-name';
import { fullNameOf } from '../../registries/person-lookup';
import { refuse, saleRoutes } from '../kit/sale';

/** Kids insurance (README.md): the parent in the registry, 1-5 children of 1-17, price x children, 12 months. */
export const kidsRoutes = saleRoutes({
  key: 'kids',
  tag: 'kids',
  title: 'kids insurance',
  save: KIDS_ENDPOINTS.save,
  check: KIDS_ENDPOINTS.check,
  saveDescription:
    'Total = program price x children (@polis/tariffs). 422 person_not_found: the parent is not in the registry. ' +
    '400 validation: dates, ages (children 1-17, parent 18+), a child twice.',
  async sell(body, { db, today }) {
    const issues = new Issues();
    const dates = dateRules(issues, today);
    const start = dates.start('/start_date', body.start_date, 1, 90);
    const parentBirthday = dates.birthday(
      '/applicant/birthday',
      body.applicant.birthday,
      ADULT,
      'the parent',
    );
    body.kids.forEach((kid, i) => {
      dates.birthday(`/kids/${i}/birthday`, kid.birthday, [KIDS_MIN_AGE, KIDS_MAX_AGE], 'the child');
      if (!oneLine(kid.name) || !oneLine(kid.last_name) || !oneLine(kid.middle_name))
        issues.add(`/kids/${i}`, 'names must not be blank');
    });
    if (new Set(body.kids.map((k) => `${k.seria}${k.number}`)).size !== body.kids.length)
      issues.add('/kids', 'must not name one child twice');
    issues.throwIfAny();

    const parent = await findApplicant(db, parentBirthday, body.applicant);
    if (!parent) return refuse('person_not_found', 'No person with this passport, birthday and PINFL');
    const program = kidsProgram(body.program_id);
    if (!program) return refuse('unknown_program', 'Kids insurance is sold on programs 74 and 75');
    const count = body.kids.length;
    return {
      amountUzs: kidsPremium(body.program_id, count),
      phone: body.applicant.phone,
      holderName: fullNameOf(parent),
      // Printed on the policy: the program, its covers, the children by name (their certificates stay out).
      details: {
        program: `${program.id}`,
        insured_sum: program.cover.death,
        hospital_cover: program.cover.hospital,
        insured_count: count,
        insured_persons: body.kids
          .map((k) => [k.last_name, k.name, k.middle_name].map(oneLine).join(' '))
          .join(', '),
        period_months: KIDS_COVER_MONTHS,
      },
      startDate: start,
      endDate: addMonthsInclusive(start, KIDS_COVER_MONTHS),
      lead: `program ${program.id}, ${count} ${count === 1 ? 'child' : 'children'}`,
    };
  },
});
