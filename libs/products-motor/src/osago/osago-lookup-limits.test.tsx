import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiClientMessages } from '@polis/api-client';
import {
  apiUrl,
  configureTestApiClient,
  renderWithProviders,
  setupApiServer,
} from '@polis/api-client/testing';
import type { Lang } from '@polis/routing';
import type { Messages } from '@polis/i18n';
import { loadOsagoMessages } from './osago-messages';
import { OsagoWizard } from './osago-wizard';
import { draftHandlers, drafts } from '@polis/product-kit/testing';
import { cobaltHandlers } from '../test-utils/osago-fixtures';

/** Our server's 429: `details.limit` says which limit (the client's look-ups, or a passport's birthdays). */
const rateLimited = (limit: 'lookup' | 'birthday', retryAfter: number) =>
  HttpResponse.json(
    {
      error: {
        code: 'rate_limited',
        message: `Too many; try again in ${retryAfter} s`,
        details: { limit, retry_after: retryAfter },
      },
    },
    { status: 429, headers: { 'Retry-After': String(retryAfter) } },
  );

const server = setupApiServer(
  ...draftHandlers,
  ...cobaltHandlers(),
  http.post(apiUrl('/osago-neo/check-person'), () => rateLimited('birthday', 3_540)),
);

beforeEach(() => {
  configureTestApiClient();
  sessionStorage.clear();
  drafts.clear();
});

// The page's catalogues with the host's (the shell loads the API client's texts for every page).
const catalogues: Partial<Record<Lang, Messages>> = {};
const catalogue = async (lang: Lang) => {
  catalogues[lang] ??= { ...(await apiClientMessages[lang]()), ...(await loadOsagoMessages(lang)) };
  return catalogues[lang] as Messages;
};

const CAR: Record<'en' | 'ru' | 'uz', { plate: RegExp; series: RegExp; number: RegExp; submit: RegExp }> = {
  en: {
    plate: /Vehicle number/,
    series: /Tech passport series/,
    number: /Tech passport number/,
    submit: /Find the car/,
  },
  ru: {
    plate: /Госномер/,
    series: /Серия техпаспорта/,
    number: /Номер техпаспорта/,
    submit: /Найти автомобиль/,
  },
  uz: { plate: /raqami/i, series: /seriyasi/i, number: /texpasport raqami/i, submit: /hisoblash/i },
};

async function renderAndFindCar(lang: 'en' | 'ru' | 'uz') {
  const user = userEvent.setup();
  renderWithProviders(<OsagoWizard limited={false} />, {
    lang,
    route: `/${lang}/osago`,
    messages: await catalogue(lang),
  });
  const t = CAR[lang];
  const [plate] = screen.getAllByRole('textbox', { name: t.plate });
  await user.type(plate, '01a123bc');
  await user.type(screen.getByRole('textbox', { name: t.series }), 'aaf');
  await user.type(screen.getByRole('textbox', { name: t.number }), '1234567');
  await user.click(screen.getByRole('button', { name: t.submit }));
  return user;
}

it.each([
  ['en', 'Too many look-ups from your connection. Please wait a minute and try again.'],
  ['ru', 'Слишком много проверок с вашего подключения. Подождите минуту и попробуйте снова.'],
  ['uz', 'Ulanishingizdan tekshiruvlar juda koʻp. Bir daqiqa kutib, qayta urinib koʻring.'],
] as const)('says in %s, beside the car look-up, that there were too many look-ups', async (lang, text) => {
  server.use(http.post(apiUrl('/check-ip'), () => rateLimited('lookup', 42)));
  await renderAndFindCar(lang);
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  // Not "no such car": the registry was not asked.
  expect(screen.queryByText(/not found|не найден|topilmadi/i)).toBeNull();
});

it("shows the car's owner masked, then says a passport locked by wrong birthdays must wait an hour", async () => {
  const user = await renderAndFindCar('en');
  expect(await screen.findByText('Owner: K. Alisher')).toBeInTheDocument();
  await user.type(await screen.findByRole('textbox', { name: /Passport series/ }), 'aa');
  await user.type(screen.getByRole('textbox', { name: /Passport number/ }), '1234567');
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '15031990');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many attempts with a wrong birthday for this passport. Check the birthday and try again in an hour.',
  );
});
