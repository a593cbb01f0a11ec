import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '@polis/api-client/testing';
import { readToken } from '../session/token-store';
import { OK, refusal, TOKEN } from '../test-utils/fixtures';
import { configureCabinetClient, loadCatalogues, renderPublic } from '../test-utils/render';
import { WizardLogin } from './wizard-login';

setupApiServer(
  http.post(apiUrl('/shaxsiy_kabinet/send-code'), () => HttpResponse.json({ ...OK, expires_in: 300 })),
  http.post(apiUrl('/shaxsiy_kabinet/check-verification-code'), async ({ request }) => {
    const form = Object.fromEntries((await request.formData()).entries());
    return HttpResponse.json(
      form.code === '123456'
        ? { ...OK, token: TOKEN, expires_at: '2026-04-01T00:00:00Z', is_registered: true }
        : refusal('wrong_code', { attempts_left: 4 }),
    );
  }),
);

beforeAll(() => loadCatalogues('ru'));
beforeEach(() => {
  localStorage.clear();
  configureCabinetClient();
});

it("logs in from a wizard by the phone's SMS code, says a wrong code, and starts the session", async () => {
  const loggedIn = jest.fn();
  const cancel = jest.fn();
  const user = userEvent.setup();
  renderPublic(<WizardLogin onLoggedIn={loggedIn} onCancel={cancel} />, 'ru');
  expect(await screen.findByText(/Заявка останется как есть/)).toBeInTheDocument();
  await user.type(screen.getByLabelText(/Номер телефона/), '901234567');
  await user.click(screen.getByRole('button', { name: 'Получить код' }));
  const code = await screen.findByLabelText(/Код из SMS/);
  await user.type(code, '000000');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(loggedIn).not.toHaveBeenCalled();
  await user.clear(code);
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  await waitFor(() => expect(loggedIn).toHaveBeenCalledTimes(1));
  expect(readToken()).toBe(TOKEN);
  expect(cancel).not.toHaveBeenCalled();
});
