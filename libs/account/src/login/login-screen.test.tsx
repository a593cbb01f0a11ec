import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '@polis/api-client/testing';
import { TOKEN_KEY } from '../session/token-store';
import { KARIMOV, NEWCOMER, OK, platformError, refusal, TOKEN } from '../test-utils/fixtures';
import { configureCabinetClient, loadCatalogues, locationOf, renderCabinet } from '../test-utils/render';

type Form = Record<string, string>;
const calls: { path: string; form: Form; token: string | null }[] = [];
let registered = true;
let wrongTries = 0;

const record = async (path: string, request: Request) => {
  const form = Object.fromEntries((await request.formData()).entries()) as Form;
  calls.push({ path, form, token: request.headers.get('X-Auth-Token') });
  return form;
};

const server = setupApiServer(
  // The dashboard a login ends on asks for the renewal reminder setting.
  http.get(apiUrl('/shaxsiy_kabinet/reminders'), () => HttpResponse.json({ ...OK, reminders: true })),
  http.post(apiUrl('/shaxsiy_kabinet/send-code'), async ({ request }) => {
    await record('send-code', request);
    return HttpResponse.json({ ...OK, expires_in: 300 });
  }),
  http.post(apiUrl('/shaxsiy_kabinet/check-verification-code'), async ({ request }) => {
    const form = await record('verify', request);
    if (form.code === '123456')
      return HttpResponse.json({
        ...OK,
        token: TOKEN,
        expires_at: '2026-04-01T00:00:00Z',
        is_registered: registered,
      });
    wrongTries += 1;
    // apps/api: the fifth wrong code locks it.
    return HttpResponse.json(
      wrongTries >= 5
        ? refusal('code_locked', { attempts_left: 0 })
        : refusal('wrong_code', { attempts_left: 5 - wrongTries }),
    );
  }),
  http.post(apiUrl('/shaxsiy_kabinet/check_register'), async ({ request }) => {
    await record('check_register', request);
    return HttpResponse.json({ ...OK, is_registered: registered });
  }),
  http.post(apiUrl('/shaxsiy_kabinet/register-person'), async ({ request }) => {
    const form = await record('register-person', request);
    if (form.passportNumber !== '2345678') return HttpResponse.json(refusal('datas_not_found'));
    registered = true;
    return HttpResponse.json({
      ...OK,
      data: { ...NEWCOMER, is_registered: true, last_name: 'Rahimova', first_name: 'Dilnoza' },
    });
  }),
  http.get(apiUrl('/shaxsiy_kabinet/get/info'), () =>
    HttpResponse.json({ ...OK, data: registered ? KARIMOV : NEWCOMER }),
  ),
  http.post(apiUrl('/shaxsiy_kabinet/logout'), async ({ request }) => {
    await record('logout', request);
    return HttpResponse.json(OK);
  }),
);

beforeAll(() => loadCatalogues('en', 'ru', 'uz'));
beforeEach(() => {
  configureCabinetClient();
  localStorage.clear();
  sessionStorage.clear();
  calls.length = 0;
  registered = true;
  wrongTries = 0;
});

async function askCode(user: ReturnType<typeof userEvent.setup>, phone: { label: string; submit: string }) {
  await user.type(await screen.findByRole('textbox', { name: phone.label }), '901234567');
  await user.click(screen.getByRole('button', { name: phone.submit }));
}

it('logs in with the SMS code: multipart calls, the token stored, then the dashboard', async () => {
  const user = userEvent.setup();
  const { router } = renderCabinet('/en/login?ref=alisher90');
  await askCode(user, { label: 'Phone number', submit: 'Get the code' });

  expect(await screen.findByRole('heading', { name: 'Enter the code from the SMS' })).toHaveFocus();
  expect(screen.getByText(/We sent a six-digit code to/)).toHaveTextContent('+998 90 123 45 67');
  // The resend waits a minute (the server allows 5 codes in 10 minutes).
  expect(screen.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();

  await user.type(screen.getByRole('textbox', { name: 'Code from the SMS' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  await waitFor(() => expect(locationOf(router)).toBe('/en/dashboard'));
  expect(localStorage.getItem(TOKEN_KEY)).toBe(TOKEN);
  expect(calls.map((c) => [c.path, c.form, c.token])).toEqual([
    ['send-code', { phone: '998901234567' }, null],
    ['verify', { phone: '998901234567', code: '123456', referral_code: 'ALISHER90' }, null],
    ['check_register', {}, TOKEN],
  ]);
  expect(await screen.findByRole('heading', { name: 'My details' })).toBeInTheDocument();
});

it('a wrong code says how many tries are left; the fifth locks the code (in Russian)', async () => {
  const user = userEvent.setup();
  renderCabinet('/ru/login');
  await askCode(user, { label: 'Номер телефона', submit: 'Получить код' });
  const code = await screen.findByRole('textbox', { name: 'Код из SMS' });

  await user.type(code, '000000');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Неверный код. Осталось 4 попытки.');

  for (let i = 0; i < 4; i++) {
    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'verify')).toHaveLength(i + 2));
  }
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Слишком много неверных кодов: этот код заблокирован. Запросите новый код.',
  );
  expect(screen.getByRole('button', { name: 'Войти' })).toBeDisabled();
  expect(screen.getByRole('textbox', { name: 'Код из SMS' })).toBeDisabled();
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
});

it('asks a new phone to register: a registry miss is explained, the right passport goes on (Uzbek)', async () => {
  registered = false;
  const user = userEvent.setup();
  const { router } = renderCabinet('/uz/login');
  await askCode(user, { label: 'Telefon raqami', submit: 'Kodni olish' });
  await user.type(await screen.findByRole('textbox', { name: 'SMS-xabardagi kod' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Kirish' }));

  expect(await screen.findByRole('heading', { name: 'Roʻyxatdan oʻtishni yakunlang' })).toHaveFocus();
  await user.type(screen.getByRole('textbox', { name: 'Pasport seriyasi' }), 'ab');
  await user.type(screen.getByRole('textbox', { name: 'Pasport raqami' }), '9999999');
  await user.type(screen.getByRole('textbox', { name: 'Tugʻilgan sana' }), '22071995');
  await user.click(screen.getByRole('button', { name: 'Roʻyxatdan oʻtish' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Davlat reyestrida bunday pasport va tugʻilgan sanaga ega shaxs topilmadi',
  );

  await user.clear(screen.getByRole('textbox', { name: 'Pasport raqami' }));
  await user.type(screen.getByRole('textbox', { name: 'Pasport raqami' }), '2345678');
  await user.click(screen.getByRole('button', { name: 'Roʻyxatdan oʻtish' }));
  await waitFor(() => expect(locationOf(router)).toBe('/uz/dashboard'));
  expect(calls.filter((c) => c.path === 'register-person').at(-1)).toEqual({
    path: 'register-person',
    form: { passportSeria: 'AB', passportNumber: '2345678', birthday: '1995-07-22' },
    token: TOKEN,
  });
  // Nothing of the passport is kept in web storage.
  expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toMatch(
    /2345678|22\.07\.1995|1995-07-22/,
  );
});

it('shows the server refusals of the phone step in the page language', async () => {
  server.use(
    http.post(apiUrl('/shaxsiy_kabinet/send-code'), () =>
      HttpResponse.json(platformError('rate_limited'), { status: 429 }),
    ),
  );
  const user = userEvent.setup();
  renderCabinet('/en/login');
  await askCode(user, { label: 'Phone number', submit: 'Get the code' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes were sent to this number.');
});

it('a logged-in visitor goes straight to the dashboard; ?logout ends the session on the server first', async () => {
  localStorage.setItem(TOKEN_KEY, TOKEN);
  const first = renderCabinet('/ru/login');
  await waitFor(() => expect(locationOf(first.router)).toBe('/ru/dashboard'));
  first.unmount();

  const { router } = renderCabinet('/ru/login/android?logout');
  expect(await screen.findByRole('heading', { name: 'Вход по номеру телефона' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/ru/login/android');
  expect(calls.filter((c) => c.path === 'logout').map((c) => c.token)).toContain(TOKEN);
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  // login/{app}: the app is remembered for the session (not personal), for the way back.
  expect(sessionStorage.getItem('polis:cabinet:app')).toBe('android');
});

it("the logout tab (which knows no app) returns to the remembered app's login page", async () => {
  localStorage.setItem(TOKEN_KEY, TOKEN);
  sessionStorage.setItem('polis:cabinet:app', 'ios');
  const { router } = renderCabinet('/uz/login?logout');
  await waitFor(() => expect(locationOf(router)).toBe('/uz/login/ios'));
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
});
