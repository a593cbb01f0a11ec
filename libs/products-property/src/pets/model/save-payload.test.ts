import { PET_FIELDS_EXAMPLE } from '@polis/api-contract/examples';
import { saveFields, savePayload } from './save-payload';
import type { PetsSnapshot } from './pets-state';

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'barsik.jpg', { type: 'image/jpeg' });
const passport = new File([new Uint8Array([0x89, 0x50])], 'passport.png', { type: 'image/png' });
const snapshot: PetsSnapshot = {
  program: { programId: 2, premium: 900_000, total: 20_000_000 },
  pet: {
    petName: '  Barsik ',
    birthMonth: '05.2022',
    kind: 'cat',
    photo: { file: photo, fileName: 'barsik.jpg', size: photo.size },
    passportPhoto: { file: passport, fileName: 'passport.png', size: passport.size },
  },
  owner: {
    passportSery: 'AA',
    passportNumber: '1234567',
    birthday: '15.03.1990',
    phone: '+998 90 123 45 67',
    startDate: '01.12.2026',
  },
};

it('sends the fields as the API names them, the month as YYYY-MM, the price the customer saw', () => {
  expect(saveFields(snapshot)).toEqual({
    program_id: 2,
    ...PET_FIELDS_EXAMPLE,
    start_date: '01.12.2026',
    amount_uzs: 900_000,
  });
  expect(saveFields(snapshot, 950_000).amount_uzs).toBe(950_000);
});

it('puts both photos in the multipart body', async () => {
  const form = await savePayload(snapshot);
  expect((form.get('photo') as File).name).toBe('barsik.jpg');
  expect((form.get('passport_photo') as File).name).toBe('passport.png');
  expect(form.get('program_id')).toBe('2');
});
