import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';
import {
  agreeAndSave,
  draftKept,
  heldDraft,
  expectPaymentStep,
  fillApplicant,
  OK,
  readForm,
  saved,
  setupProductTests,
} from '@polis/product-kit/testing';
import { propertyMessages } from '../property-messages';
import { PETS } from './pets-product';

const PROGRAMS = {
  ...OK,
  programs: [
    {
      id: 1,
      name: { uz: '«Doʻstim» Bazaviy', ru: '«Друг» Базовый', en: 'Buddy Basic' },
      description: { uz: 'Davolash', ru: 'Лечение и гибель до 10 млн', en: 'Treatment' },
      total_insurance_amount: 10_000_000,
      total_premium: 500_000,
    },
    {
      id: 2,
      name: { uz: '«Doʻstim» Optimal', ru: '«Друг» Оптимальный', en: 'Buddy Optimal' },
      description: { uz: 'Davolash', ru: 'Вдвое больше', en: 'Treatment' },
      total_insurance_amount: 20_000_000,
      total_premium: 900_000,
    },
  ],
};
const SAVED = saved(900_000);

interface Seen {
  readonly fields: Record<string, string>;
  readonly files: Record<string, string>;
  readonly key: string | null;
}
const saves: Seen[] = [];
const { renderWizard, server } = setupProductTests(
  { messages: propertyMessages, alsoIn: ['uz'] },
  http.get(apiUrl('/sayt/pet-insurance/programs'), () => HttpResponse.json(PROGRAMS)),
  http.post(apiUrl('/sayt/pet-insurance/save'), async ({ request }) => {
    saves.push({ ...(await readForm(request)), key: request.headers.get('idempotency-key') });
    return HttpResponse.json(SAVED);
  }),
);

beforeEach(() => {
  saves.length = 0;
});

const renderPets = () => renderWizard(PETS, '/en/pets');

const jpegFile = (name = 'barsik.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], name, { type: 'image/jpeg' });

async function fillToOwner(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Buddy Optimal/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByRole('textbox', { name: /^Pet name/ }), 'Barsik');
  await user.type(screen.getByRole('textbox', { name: /^Birth month/ }), '05.2022');
  await user.click(screen.getByRole('radio', { name: 'Dog' }));
  await user.upload(screen.getByLabelText('Photo of the pet'), jpegFile());
  await user.upload(
    screen.getByLabelText('Photo of the pet passport'),
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'passport.png', { type: 'image/png' }),
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await fillApplicant(user);
}

it('shows the programs by name with cover and premium, program 1 first', async () => {
  renderPets();
  expect(await screen.findByRole('radio', { name: /Buddy Basic/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Buddy Basic/ })).toHaveAccessibleDescription(/Treatment/);
  expect(screen.queryByText(/Program 1|1-dastur/)).not.toBeInTheDocument();
});

it('compares in Uzbek what each program covers and excludes, with the sums the server answers', async () => {
  renderWizard(PETS, '/uz/pets', 'uz');
  const table = await screen.findByRole('table', { name: 'Har bir dastur nimani qoplaydi' });
  const texts = (cells: HTMLElement[]) => cells.map((c) => c.textContent);
  expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
    'Sugʻurta qoplamasi',
    '«Doʻstim» Bazaviy',
    '«Doʻstim» Optimal',
  ]);
  expect(within(table).queryByText(/1-dastur/)).not.toBeInTheDocument();
  const row = (name: RegExp) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
  expect(texts(within(row(/^Sugʻurta summasi/)).getAllByRole('cell'))).toEqual([
    '10 000 000 soʻm',
    '20 000 000 soʻm',
  ]);
  expect(texts(within(row(/javobgarlik$/)).getAllByRole('cell'))).toEqual(['✓ Qoplanadi', '✓ Qoplanadi']);
  expect(within(row(/^Hayvonlar janglari/)).getByRole('cell')).toHaveTextContent(
    'Hech bir dasturda qoplanmaydi',
  );
});

it('saves the fields and both photos as multipart at the chosen program price and opens the payment', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const { router } = renderPets();
  await fillToOwner(user);
  await agreeAndSave(user);
  await expectPaymentStep(router);
  expect(saves).toEqual([
    {
      fields: {
        program_id: '2',
        pet_name: 'Barsik',
        pet_birth_month: '2022-05',
        pet_kind: 'dog',
        passport_seria: 'AA',
        passport_number: '1234567',
        birthday: '15.03.1990',
        phone: '998901234567',
        start_date: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
        amount_uzs: '900000',
      },
      files: { photo: 'barsik.jpg', passport_photo: 'passport.png' },
      key: expect.any(String),
    },
  ]);
  expect(Object.values(sessionStorage).join()).not.toMatch(/1234567|15\.03\.1990|barsik\.jpg/);
});

it('keeps both photos with the draft on the server: after a reload they are still chosen and are sent', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const first = renderPets();
  await fillToOwner(user);
  await draftKept('pets', (d) => JSON.stringify(d).includes('"passportNumber":"1234567"'));
  await waitFor(() =>
    expect([...(heldDraft('pets')?.files.values() ?? [])].map((f) => f.name).sort()).toEqual([
      'barsik.jpg',
      'passport.png',
    ]),
  );
  first.unmount();

  const { router } = renderWizard(PETS, '/en/pets?step=owner');
  expect(await screen.findByLabelText(/Passport number/)).toHaveValue('1234567');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByText(/barsik\.jpg/)).toBeInTheDocument();
  expect(screen.getByText(/passport\.png/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await agreeAndSave(user);
  await expectPaymentStep(router);
  expect(saves[0].files).toEqual({ photo: 'barsik.jpg', passport_photo: 'passport.png' });
});

it('names a wrong file at once and keeps the step', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const { router } = renderPets();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await user.upload(
    await screen.findByLabelText('Photo of the pet'),
    new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }),
  );
  expect(
    await screen.findByText('This type of file is not accepted: upload a JPEG, PNG or WebP'),
  ).toBeInTheDocument();
  const big = jpegFile('huge.jpg');
  Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
  await user.upload(screen.getByLabelText('Photo of the pet passport'), big);
  expect(await screen.findByText('The file is too large: at most 5 MB')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(router.state.location.search).toBe('?step=pet');
});

it("shows the server's refusal of a file in the page language", async () => {
  server.use(
    http.post(apiUrl('/sayt/pet-insurance/save'), () =>
      HttpResponse.json(
        {
          error: {
            code: 'unsupported_file_type',
            message: 'The file "photo" must be JPEG, PNG, WEBP',
            details: { field: 'photo' },
          },
        },
        { status: 415 },
      ),
    ),
  );
  const user = userEvent.setup({ applyAccept: false });
  renderPets();
  await fillToOwner(user);
  await agreeAndSave(user);
  expect(
    await screen.findByText('This type of file is not accepted: upload a JPEG, PNG or WebP'),
  ).toBeInTheDocument();
});
