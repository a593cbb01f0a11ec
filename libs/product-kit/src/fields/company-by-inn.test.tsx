import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, Form } from 'formik';
import { http, HttpResponse } from 'msw';
import { apiClientMessages } from '@polis/api-client';
import {
  apiUrl,
  configureTestApiClient,
  renderWithProviders,
  setupApiServer,
} from '@polis/api-client/testing';
import { combineMessageSources, i18nMessages, type Messages } from '@polis/i18n';
import { uiMessages } from '@polis/ui';
import { wizardMessages } from '@polis/wizard-core';
import { kitMessages } from '../kit-messages';
import { CompanyByInn, useCompanyLookup, type CompanyLookup } from './company-by-inn';
import { companyByInnObject, type CompanyByInnValues } from './company.schema';

const OK = { error: 0, result: true, message: 'success' } as const;
const NON = {
  inn: '301234567',
  name: '"Toshkent Non Kombinati" aksiyadorlik jamiyati',
  short_name: 'Toshkent Non Kombinati AJ',
  direktor: 'Karimov Alisher Bahodirovich',
  manzil: 'Toshkent sh., Chilonzor tumani, Bunyodkor koʻchasi, 12-uy',
  bank: '"Kapitalbank" ATB Chilonzor filiali',
  mfo: '01018',
  schet: '20208000900123456001',
  oked: '10710',
  region_id: 1,
};
const NOT_FOUND = {
  error: 1,
  result: false,
  message: 'Not found',
  error_message: 'Not found',
  code: 'company_not_found',
};
const calls: string[] = [];
const answer = (inn: string | null) =>
  HttpResponse.json(inn === NON.inn ? { ...OK, organization: NON } : NOT_FOUND);
const server = setupApiServer(
  http.get(apiUrl('/osgor_neo/inn/v3'), ({ request }) => {
    calls.push('GET v3');
    return answer(new URL(request.url).searchParams.get('inn'));
  }),
  http.post(apiUrl('/osgor_neo/inn'), async ({ request }) => {
    calls.push('POST');
    return answer(((await request.json()) as { inn: string }).inn);
  }),
);

const load = combineMessageSources(i18nMessages, uiMessages, apiClientMessages, wizardMessages, kitMessages);
const messages: Record<string, Messages> = {};
beforeAll(async () => {
  messages.en = await load('en');
  messages.ru = await load('ru');
});
beforeEach(() => {
  configureTestApiClient();
  calls.length = 0;
});

function CompanyForm({ onSubmit }: { onSubmit: (values: CompanyByInnValues) => void }) {
  return (
    <Formik<CompanyByInnValues>
      initialValues={{ inn: '', company: null }}
      validationSchema={companyByInnObject}
      onSubmit={onSubmit}
    >
      <Form noValidate aria-label="Company">
        <CompanyByInn />
        <button type="submit">Next</button>
      </Form>
    </Formik>
  );
}

it('finds the company by INN, shows its record and puts it in the form', async () => {
  const submitted: CompanyByInnValues[] = [];
  const user = userEvent.setup();
  renderWithProviders(<CompanyForm onSubmit={(v) => submitted.push(v)} />, {
    lang: 'en',
    messages: messages.en,
  });
  const inn = screen.getByRole('textbox', { name: /Company INN/ });
  await user.type(inn, '301234567');
  // Typed but not looked up: the form asks for the look-up.
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Find the company by its INN');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  const found = await screen.findByLabelText('Company found');
  expect(within(found).getByText('Toshkent Non Kombinati AJ')).toBeInTheDocument();
  expect(within(found).getByText('Karimov Alisher Bahodirovich')).toBeInTheDocument();
  expect(calls).toEqual(['GET v3']);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(submitted).toEqual([{ inn: '301234567', company: NON }]);
});

it('says beside the INN, in the page language, that no company was found, until the INN changes', async () => {
  const user = userEvent.setup();
  renderWithProviders(<CompanyForm onSubmit={() => undefined} />, { lang: 'ru', messages: messages.ru });
  const inn = screen.getByRole('textbox', { name: /ИНН организации/ });
  await user.type(inn, '200000000{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Возможно, данные неверны: организация с этим ИНН не найдена.',
  );
  expect(inn).toHaveAccessibleDescription(/организация с этим ИНН не найдена/);
  expect(screen.queryByLabelText('Найденная организация')).toBeNull();
  await user.clear(inn);
  expect(screen.queryByText(/организация с этим ИНН не найдена/)).toBeNull();
});

it('says "no connection" beside the INN when the registry cannot be reached', async () => {
  server.use(http.get(apiUrl('/osgor_neo/inn/v3'), () => HttpResponse.error()));
  const user = userEvent.setup();
  renderWithProviders(<CompanyForm onSubmit={() => undefined} />, { lang: 'en', messages: messages.en });
  await user.type(screen.getByRole('textbox', { name: /Company INN/ }), '301234567');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  expect(await screen.findByRole('alert')).not.toHaveTextContent(/Perhaps the data is incorrect/);
  expect(screen.queryByLabelText('Company found')).toBeNull();
});

it("looks up with the product's own call and not-found message (job loss: POST)", async () => {
  const results: CompanyLookup[] = [];
  function Probe() {
    const [lookUp] = useCompanyLookup('post', 'jobLoss.error.companyNotFound');
    return (
      <button
        type="button"
        onClick={async () => {
          results.push(await lookUp('301234567'), await lookUp('200000000'));
        }}
      >
        Look up
      </button>
    );
  }
  const user = userEvent.setup();
  renderWithProviders(<Probe />, { lang: 'en', messages: messages.en });
  await user.click(screen.getByRole('button', { name: 'Look up' }));
  await screen.findByRole('button', { name: 'Look up' });
  await new Promise((r) => setTimeout(r, 50));
  expect(results).toEqual([{ company: NON }, { errorId: 'jobLoss.error.companyNotFound' }]);
  expect(calls).toEqual(['POST', 'POST']);
});

/** Our server's 429 for a client over its look-ups (`details.limit`: which limit). */
const lookupLimited = () =>
  HttpResponse.json(
    {
      error: {
        code: 'rate_limited',
        message: 'Too many requests from this client; try again in 42 s',
        details: { limit: 'lookup', retry_after: 42 },
      },
    },
    { status: 429, headers: { 'Retry-After': '42' } },
  );

it.each([
  ['en', 'Too many look-ups from your connection. Please wait a minute and try again.'],
  ['ru', 'Слишком много проверок с вашего подключения. Подождите минуту и попробуйте снова.'],
  ['uz', 'Ulanishingizdan tekshiruvlar juda koʻp. Bir daqiqa kutib, qayta urinib koʻring.'],
] as const)(
  'says in %s beside the INN that there were too many look-ups (429), not that the INN is wrong',
  async (lang, text) => {
    server.use(http.get(apiUrl('/osgor_neo/inn/v3'), lookupLimited));
    messages[lang] ??= await load(lang);
    const user = userEvent.setup();
    renderWithProviders(<CompanyForm onSubmit={() => undefined} />, { lang, messages: messages[lang] });
    const inn = screen.getByRole('textbox', { name: /INN|ИНН|STIR/i });
    await user.type(inn, '301234567{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(inn).toHaveAccessibleDescription(new RegExp(text.slice(0, 20)));
    expect(screen.queryByLabelText(/Company found|Найденная организация/)).toBeNull();
  },
);
