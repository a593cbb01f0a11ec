import type { LazyPage } from '@polis/shell';

const accidentPage =
  (
    name:
      | 'AccidentPage'
      | 'AccidentDriverPage'
      | 'AccidentStudentPage'
      | 'AccidentTeacherPage'
      | 'AccidentForeignPage',
  ): LazyPage =>
  () =>
    import('./accident/accident-page').then((m) => ({ Component: m[name] }));
const accident = accidentPage('AccidentPage');
const accidentDriver = accidentPage('AccidentDriverPage');
const accidentStudent = accidentPage('AccidentStudentPage');
const accidentTeacher = accidentPage('AccidentTeacherPage');
const accidentForeign = accidentPage('AccidentForeignPage');

const kids: LazyPage = () => import('./kids/kids-page').then((m) => ({ Component: m.KidsPage }));

const sport: LazyPage = () => import('./sport/sport-page').then((m) => ({ Component: m.SportPage }));

const kindness: LazyPage = () =>
  import('./kindness/kindness-page').then((m) => ({ Component: m.KindnessPage }));

const jobLoss: LazyPage = () =>
  import('./job-loss/job-loss-page').then((m) => ({ Component: m.JobLossPage }));

/** The personal products' pages, as each host adds them with one line. */
export const personalPages = {
  site: {
    accident,
    'accident/:ad?': accident,
    'accident-driver': accidentDriver,
    'accident-driver/:ad?': accidentDriver,
    'accident-student': accidentStudent,
    'accident-student/:ad?': accidentStudent,
    'accident-teacher': accidentTeacher,
    'accident-teacher/:ad?': accidentTeacher,
    'accident-foreign': accidentForeign,
    'accident-foreign/:ad?': accidentForeign,
    kids,
    'kids/:ad?': kids,
    sport,
    'sport/:ad?': sport,
    kindness,
    'kindness/:ad?': kindness,
    'job-loss': jobLoss,
    'job-loss/:ad?': jobLoss,
  },
  webview: {
    'mobile/accident': accident,
    'mobile/accident/:ad?': accident,
    'mobile/kids': kids,
    'mobile/kids/:ad?': kids,
    'mobile/sport': sport,
    'mobile/sport/:ad?': sport,
    'mobile/job-loss': jobLoss,
    'mobile/job-loss/:ad?': jobLoss,
  },
} as const satisfies Record<'site' | 'webview', Record<string, LazyPage>>;
