import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CabinetUser } from '@polis/api-contract';
import { apiUrl, setupApiServer } from '@polis/api-client/testing';
import { TOKEN_KEY } from '../session/token-store';
import { KARIMOV, NEWCOMER, OK, TOKEN } from '../test-utils/fixtures';
import { configureCabinetClient, loadCatalogues, locationOf, renderCabinet } from '../test-utils/render';

let user: CabinetUser = KARIMOV;
const edits: Record<string, string>[] = [];
let infoCalls = 0;
let reminders = true;
const reminderPosts: unknown[] = [];

const server = setupApiServer(
  http.get(apiUrl('/shaxsiy_kabinet/reminders'), () => HttpResponse.json({ ...OK, reminders })),
  http.post(apiUrl('/shaxsiy_kabinet/reminders'), async ({ request }) => {
    const body = (await request.json()) as { enabled: boolean };
    reminderPosts.push(body);
    reminders = body.enabled;
    return HttpResponse.json({ ...OK, reminders });
  }),
  http.get(apiUrl('/shaxsiy_kabinet/get/info'), () => {
    infoCalls += 1;
    return HttpResponse.json({ ...OK, data: user });
  }),
  http.post(apiUrl('/shaxsiy_kabinet/edit-profile'), async ({ request }) => {
    const form = Object.fromEntries((await request.formData()).entries()) as Record<string, string>;
    edits.push(form);
    user = { ...user, email: form.email || null, lang: form.lang as CabinetUser['lang'] };
    return HttpResponse.json({ ...OK, data: user });
  }),
);

beforeAll(() => loadCatalogues('en', 'ru', 'uz'));
beforeEach(() => {
  configureCabinetClient();
  localStorage.setItem(TOKEN_KEY, TOKEN);
  sessionStorage.clear();
  user = KARIMOV;
  edits.length = 0;
  infoCalls = 0;
  reminders = true;
  reminderPosts.length = 0;
});

it('shows who is logged in: names and masked passport from the registry', async () => {
  renderCabinet('/ru/dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: 'Мои данные' })).toBeInTheDocument();
  expect(screen.getByText('Здравствуйте, Alisher!')).toBeInTheDocument();
  const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
  expect(values).toEqual([
    'Karimov Alisher Bahodirovich',
    '+998 90 123 45 67',
    '15.03.1990',
    'AA *****67',
    'Не указано',
    'O‘zbekcha',
  ]);
  expect(screen.queryByRole('button', { name: 'Зарегистрироваться' })).not.toBeInTheDocument();
});

it('offers registration to an account the registry has not linked yet', async () => {
  user = NEWCOMER;
  renderCabinet('/en/dashboard');
  const section = await screen.findByRole('region', { name: 'Complete your registration' });
  expect(within(section).getByRole('button', { name: 'Register' })).toBeInTheDocument();
  expect(screen.getAllByRole('definition')[0]).toHaveTextContent('Not given');
});

it('saves the e-mail and language, then shows the profile in the chosen language', async () => {
  const u = userEvent.setup();
  const { router } = renderCabinet('/en/dashboard/edit-profile');
  const email = await screen.findByRole('textbox', { name: /E-mail/ });
  await u.type(email, 'not-an-email');
  await u.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/Enter an e-mail address like/)).toBeInTheDocument();
  expect(edits).toEqual([]);

  await u.clear(email);
  await u.type(email, 'alisher@example.uz');
  await u.selectOptions(screen.getByRole('combobox', { name: /Language of the cabinet/ }), 'ru');
  await u.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(locationOf(router)).toBe('/ru/dashboard'));
  expect(await screen.findByText('Profile saved.')).toHaveAttribute('role', 'status');
  expect(edits).toEqual([{ email: 'alisher@example.uz', lang: 'ru' }]);
  expect(document.cookie).toContain('i18n_redirected=ru');
  // The answer updated the cached user: no second user-info request.
  expect(infoCalls).toBe(1);
});

it('shows the referral code, the invitation link and how many joined (hidden tab)', async () => {
  renderCabinet('/uz/dashboard/referals');
  expect(await screen.findByText('ALISHER90')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Taklif havolasi' })).toHaveValue(
    'http://localhost/uz/login?ref=ALISHER90',
  );
  expect(screen.getByText('2 kishi')).toBeInTheDocument();
});

it('turns the renewal reminders by SMS off and on, and says so (Uzbek)', async () => {
  const u = userEvent.setup();
  renderCabinet('/uz/dashboard');
  const box = await screen.findByRole('checkbox', { name: 'SMS orqali uzaytirish eslatmalari' });
  expect(box).toBeChecked();
  expect(box).toHaveAccessibleDescription(
    'Polis tugashidan 14 va 3 kun oldin bir bosishda uzaytirish havolasi bilan SMS.',
  );
  await u.click(box);
  expect(await screen.findByRole('status')).toHaveTextContent('Uzaytirish eslatmalari oʻchirildi.');
  expect(box).not.toBeChecked();
  await u.click(box);
  expect(await screen.findByText('Uzaytirish eslatmalari yoqildi.')).toBeInTheDocument();
  expect(box).toBeChecked();
  expect(reminderPosts).toEqual([{ enabled: false }, { enabled: true }]);
});

it('keeps the reminder switch as the server has it when a change fails, and says why', async () => {
  const u = userEvent.setup();
  server.use(
    http.post(apiUrl('/shaxsiy_kabinet/reminders'), () =>
      HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 }),
    ),
  );
  renderCabinet('/en/dashboard');
  const box = await screen.findByRole('checkbox', { name: 'Renewal reminders by SMS' });
  await u.click(box);
  expect(await screen.findByRole('alert')).toHaveTextContent(/Something went wrong on our server/);
  expect(box).toBeChecked();
});

it('offers another try when the reminder setting cannot be loaded', async () => {
  const u = userEvent.setup();
  let failing = true;
  server.use(
    http.get(apiUrl('/shaxsiy_kabinet/reminders'), () =>
      failing
        ? HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 })
        : HttpResponse.json({ ...OK, reminders: false }),
    ),
  );
  renderCabinet('/en/dashboard');
  expect(await screen.findByRole('alert')).toHaveTextContent(/Something went wrong on our server/);
  failing = false;
  await u.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('checkbox', { name: 'Renewal reminders by SMS' })).not.toBeChecked();
});
