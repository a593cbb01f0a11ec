import { CLAIM_FORMS } from '@polis/api-contract';
import {
  claimFields,
  claimFileParts,
  claimSchema,
  EMPTY_CLAIM,
  isoOfDisplay,
  type ClaimValues,
} from './claim-form.schema';

const TODAY = '2026-11-27';
const photo = new File(['x'], 'damage.jpg', { type: 'image/jpeg' });
const scan = new File(['%PDF-'], 'report.pdf', { type: 'application/pdf' });

async function errorsOf(kind: keyof typeof CLAIM_FORMS, values: Partial<ClaimValues>) {
  try {
    await claimSchema(CLAIM_FORMS[kind], TODAY).validate(
      { ...EMPTY_CLAIM, ...values },
      { abortEarly: false },
    );
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    // The first failure of each field, as the form shows it.
    return Object.fromEntries(inner.reverse().map((e) => [e.path, e.message]));
  }
}

const CAR: Partial<ClaimValues> = {
  event_date: '26.11.2026',
  place: 'Toshkent',
  description: 'Orqadan urib ketdi, bamper shikastlangan',
  card_number: '8600 1111 1111 1110',
  photo: [photo],
  document: [scan],
};

it('reads a display date as ISO, refusing days that do not exist', () => {
  expect(isoOfDisplay('26.11.2026')).toBe('2026-11-26');
  expect(isoOfDisplay('31.02.2026')).toBeNull();
  expect(isoOfDisplay('2026-11-26')).toBeNull();
});

it('asks a car claim for the date, the place, what happened, photos and documents, and the card', async () => {
  expect(await errorsOf('vehicle', CAR)).toEqual({});
  expect(await errorsOf('vehicle', {})).toEqual({
    event_date: 'account.form.required',
    place: 'account.form.required',
    description: 'account.form.required',
    photo: 'account.claimForm.error.file_required',
    document: 'account.claimForm.error.file_required',
    card_number: 'account.form.required',
  });
});

it('refuses a future event, a PDF as a photo, too many files and a short card', async () => {
  expect(
    await errorsOf('vehicle', {
      ...CAR,
      event_date: '28.11.2026',
      photo: [scan],
      document: [scan, scan, scan, scan, scan],
      card_number: '8600 1111',
    }),
  ).toEqual({
    event_date: 'account.claimForm.error.event_in_future',
    photo: { id: 'account.claimForm.error.photoType', values: { name: scan.name } },
    document: 'account.claimForm.error.tooMany',
    card_number: 'account.claimForm.error.card',
  });
});

it('asks travel for the country and medical documents, and an account payout for its 20 digits and MFO', async () => {
  expect(
    await errorsOf('travel', {
      event_date: '20.11.2026',
      description: 'Shifokorga murojaat qildim',
      payout_method: 'account',
      bank_account: '2020800090012345',
    }),
  ).toEqual({
    country: 'account.form.required',
    medical: 'account.claimForm.error.file_required',
    bank_account: 'account.claimForm.error.account',
    bank_mfo: 'account.form.required',
  });
});

it('sends only the fields the form names, the date as ISO, and the files as numbered parts', () => {
  const values: ClaimValues = {
    ...EMPTY_CLAIM,
    ...CAR,
    country: 'Turkey',
    other_plate: '01A123BC',
  } as ClaimValues;
  expect(claimFields(CLAIM_FORMS.vehicle, values)).toEqual({
    event_date: '2026-11-26',
    place: 'Toshkent',
    other_plate: '01A123BC',
    description: 'Orqadan urib ketdi, bamper shikastlangan',
    payout_method: 'card',
    card_number: '8600111111111110',
  });
  expect(Object.keys(claimFileParts(['photo', 'document'], { ...values, photo: [photo, photo] }))).toEqual([
    'photo_1',
    'photo_2',
    'document_1',
  ]);
});
