import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RenewalOffer } from '@polis/api-contract';
import { apiUrl, setupApiServer } from '@polis/api-client/testing';
import { TOKEN_KEY } from '../session/token-store';
import { OK, refusal, TOKEN as SESSION } from '../test-utils/fixtures';
import { configureCabinetClient, loadCatalogues, locationOf, renderAt } from '../test-utils/render';
import { RenewalPage } from './renewal-page';
import { renewalKey } from './renewal-session';

const TOKEN = 'aoh.mjx8k2.Q3xV9pL0aB7cD1eF2gH3iJ4kL5mN6oP_';
const PAGE = `/prolong/${TOKEN}`;

/** A masked offer (no session, or another phone's). */
const KASKO: RenewalOffer = {
  ...OK,
  product: 'kasko',
  product_name: 'KASKO',
  policy: { series: 'KASK', number: '0000012', valid_from: '2026-12-10', valid_to: '2027-12-09' },
  holder: 'Karimov A. B.',
  phone: '+998 90 *** ** 67',
  revealed: false,
  facts: [
    { label: 'Vehicle', value: 'Chevrolet Cobalt' },
    { label: 'Plate', value: '01A123BC' },
  ],
  asks_dates: false,
  period: { start_date: '2027-12-10', end_date: '2028-12-09' },
  amount_uzs: 1_450_000,
  previous_amount_uzs: 1_380_000,
  refusal: null,
  renewed: null,
  email: 'a***@mail.uz',
  reminders: true,
};

/** What the policy's own cabinet session gets. */
const KASKO_IN_FULL: RenewalOffer = {
  ...KASKO,
  holder: 'Karimov Alisher Bahodirovich',
  phone: '+998 90 123 45 67',
  email: 'alisher@mail.uz',
  revealed: true,
};

const TRAVEL: RenewalOffer = {
  ...KASKO,
  product: 'travel',
  product_name: 'Travel insurance',
  facts: [{ label: 'Country', value: 'Germany' }],
  asks_dates: true,
  period: null,
  amount_uzs: null,
  previous_amount_uzs: 210_000,
  email: null,
};

const RENEWED = {
  ...OK,
  contract_id: 77,
  order_id: 'P271210-RENEWAL001',
  payme_url: 'http://localhost/sandbox/payme/save',
  click_url: 'http://localhost/sandbox/click/save',
  amount_uzs: 1_450_000,
  start_date: '2027-12-10',
  end_date: '2028-12-09',
};

const PROVIDERS = {
  ...OK,
  data: [
    { id: 'payme', name: 'Payme', type: 'link', url: 'http://localhost/sandbox/payme/list' },
    { id: 'click', name: 'Click', type: 'link', url: 'http://localhost/sandbox/click/list' },
  ],
};
const PAID = {
  error: false,
  check: true,
  url: '/api/policy/KASK/0000013/pdf?t=abc',
  polis_seria: 'KASK',
  polis_number: '0000013',
};

interface Seen {
  offers: string[];
  /** The X-Auth-Token of each offer request. */
  sessions: (string | null)[];
  codes: { path: string; form: Record<string, string> }[];
  renewals: { body: unknown; key: string | null }[];
  reminders: unknown[];
  payments: unknown[];
}
const seen: Seen = { offers: [], sessions: [], codes: [], renewals: [], reminders: [], payments: [] };
/** apps/api: the session of the policy's phone sees the offer in full. */
const byOffer = (session: string | null) => HttpResponse.json(session === SESSION ? KASKO_IN_FULL : KASKO);
const offerAnswer = {
  current: (_url: URL, session: string | null): Response => byOffer(session),
};
const formOf = async (request: Request) =>
  Object.fromEntries((await request.formData()).entries()) as Record<string, string>;

const server = setupApiServer(
  http.get(apiUrl(`/prolong/${TOKEN}`), ({ request }) => {
    const url = new URL(request.url);
    seen.offers.push(url.search);
    const session = request.headers.get('X-Auth-Token');
    seen.sessions.push(session);
    return offerAnswer.current(url, session);
  }),
  http.post(apiUrl(`/prolong/${TOKEN}`), async ({ request }) => {
    seen.renewals.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
    return HttpResponse.json(RENEWED);
  }),
  http.post(apiUrl(`/prolong/${TOKEN}/reminders`), async ({ request }) => {
    const body = (await request.json()) as { enabled: boolean };
    seen.reminders.push(body);
    return HttpResponse.json({ ...OK, reminders: body.enabled });
  }),
  http.post(apiUrl('/contract/get-payment'), async ({ request }) => {
    seen.payments.push(await request.json());
    return HttpResponse.json(PROVIDERS);
  }),
  http.post(apiUrl('/sayt/contract/check'), () => HttpResponse.json(PAID)),
  // The cabinet's login: the policy's phone (998901234567) gets SESSION, another phone another session.
  http.post(apiUrl('/shaxsiy_kabinet/send-code'), async ({ request }) => {
    seen.codes.push({ path: 'send-code', form: await formOf(request) });
    return HttpResponse.json({ ...OK, expires_in: 300 });
  }),
  http.post(apiUrl('/shaxsiy_kabinet/check-verification-code'), async ({ request }) => {
    const form = await formOf(request);
    seen.codes.push({ path: 'verify', form });
    if (form.code !== '123456') return HttpResponse.json(refusal('wrong_code', { attempts_left: 4 }));
    return HttpResponse.json({
      ...OK,
      token: form.phone === '998901234567' ? SESSION : `${SESSION.slice(0, -1)}X`,
      expires_at: '2027-12-01T00:00:00Z',
      is_registered: true,
    });
  }),
);

beforeAll(() => loadCatalogues('en', 'ru', 'uz'));
beforeEach(() => {
  configureCabinetClient();
  sessionStorage.clear();
  localStorage.clear();
  seen.offers = [];
  seen.sessions = [];
  seen.codes = [];
  seen.renewals = [];
  seen.reminders = [];
  seen.payments = [];
  offerAnswer.current = (_url, session) => byOffer(session);
});

const renderPage = (path = `/en${PAGE}`) => renderAt(<RenewalPage token={TOKEN} />, path);

it('shows the offer and renews it for the server price, then pays and hands over the policy', async () => {
  const user = userEvent.setup();
  renderPage();
  const old = await screen.findByRole('region', { name: 'Your policy' });
  expect(screen.getByRole('heading', { level: 1, name: 'Renew your policy' })).toBeInTheDocument();
  expect(screen.getByText('KASKO')).toBeInTheDocument();
  for (const text of ['KASK 0000012', '10.12.2026 – 09.12.2027', 'Karimov A. B.', '+998 90 *** ** 67'])
    expect(within(old).getByText(text)).toBeInTheDocument();
  expect(within(old).getByText('Chevrolet Cobalt')).toBeInTheDocument();
  const fresh = screen.getByRole('region', { name: 'The new policy' });
  expect(within(fresh).getByText('10.12.2027 – 09.12.2028')).toBeInTheDocument();
  expect(
    within(fresh).getByText(/The price changed from 1.380.000 UZS to 1.450.000 UZS/),
  ).toBeInTheDocument();
  // One typed field at most besides the button: the e-mail, where the old address is the default.
  expect(screen.getAllByRole('textbox')).toHaveLength(1);
  const email = screen.getByRole('textbox', { name: /E-mail for the policy/ });
  expect(email).toHaveAccessibleDescription('Leave it empty to send the policy to a***@mail.uz.');
  expect(screen.getByRole('checkbox', { name: 'Remind me by SMS before my policy ends' })).toBeChecked();

  await user.type(email, 'alisher@');
  await user.click(screen.getByRole('button', { name: /Renew for 1.450.000 UZS/ }));
  expect(await screen.findByText(/Enter an address like name@example.uz/)).toBeInTheDocument();
  expect(seen.renewals).toHaveLength(0);
  await user.type(email, 'example.uz');
  await user.click(screen.getByRole('button', { name: /Renew for 1.450.000 UZS/ }));

  expect(await screen.findByRole('heading', { name: 'Pay for the new policy' })).toHaveFocus();
  expect(seen.renewals).toEqual([
    { body: { amount_uzs: 1_450_000, email: 'alisher@example.uz' }, key: expect.stringMatching(/.{8,}/) },
  ]);
  expect(await screen.findByRole('link', { name: /Payme/ })).toBeInTheDocument();
  // The providers send the customer back here; the tab keeps the two ids only (no e-mail, no name).
  expect(seen.payments).toEqual([{ contract_id: 77, order_id: RENEWED.order_id, return_url: `/en${PAGE}` }]);
  expect(JSON.parse(sessionStorage.getItem(renewalKey(TOKEN)) ?? 'null')).toEqual({
    contractId: 77,
    orderId: RENEWED.order_id,
  });

  await user.click(screen.getByRole('button', { name: 'Check payment' }));
  expect(await screen.findByRole('link', { name: 'Download the policy (PDF)' })).toHaveAttribute(
    'href',
    PAID.url,
  );
  expect(screen.getByRole('link', { name: 'Open my policies' })).toHaveAttribute(
    'href',
    '/en/dashboard/policies',
  );
});

it('returns to the payment step after a reload, and to the policy once it is paid', async () => {
  sessionStorage.setItem(renewalKey(TOKEN), JSON.stringify({ contractId: 77, orderId: RENEWED.order_id }));
  const first = renderPage();
  expect(await screen.findByRole('heading', { name: 'Pay for the new policy' })).toBeInTheDocument();
  expect(screen.getByText(/1.450.000 UZS/, { selector: '.payment-step__amount *' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Renew for/ })).not.toBeInTheDocument();
  await waitFor(() => expect(seen.payments).toHaveLength(1));
  first.unmount();

  // Back from the provider's page, paid: the offer says renewed, the saved contract's check gives the PDF.
  offerAnswer.current = () => HttpResponse.json({ ...KASKO, renewed: { series: 'KASK', number: '0000013' } });
  renderPage();
  expect(await screen.findByRole('link', { name: 'Download the policy (PDF)' })).toHaveAttribute(
    'href',
    PAID.url,
  );
});

it("prices a trip's renewal for the dates typed, and renews it for those dates (Russian)", async () => {
  const user = userEvent.setup();
  offerAnswer.current = (url) =>
    HttpResponse.json(
      url.searchParams.get('start_date')
        ? {
            ...TRAVEL,
            period: { start_date: '2027-01-10', end_date: '2027-01-24' },
            amount_uzs: 236_000,
          }
        : TRAVEL,
    );
  const { router } = renderPage(`/ru${PAGE}`);
  const start = await screen.findByRole('textbox', { name: /Дата начала поездки/ });
  // A trip asks its two dates and nothing else.
  expect(screen.getAllByRole('textbox')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: /Продлить за/ })).not.toBeInTheDocument();
  await user.type(start, '10012027');
  await user.type(screen.getByRole('textbox', { name: /Дата окончания поездки/ }), '09012027');
  await user.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
  expect(await screen.findByText('Поездка не может закончиться раньше, чем начнётся')).toBeInTheDocument();

  await user.clear(screen.getByRole('textbox', { name: /Дата окончания поездки/ }));
  await user.type(screen.getByRole('textbox', { name: /Дата окончания поездки/ }), '24012027');
  await user.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
  // Pricing keeps the form where it is (no page-wide spinner).
  expect(screen.getByRole('textbox', { name: /Дата начала поездки/ })).toHaveValue('10.01.2027');
  const renew = await screen.findByRole('button', { name: /Продлить за 236.000 сум/ });
  expect(screen.getByText('10.01.2027 – 24.01.2027')).toBeInTheDocument();
  expect(locationOf(router)).toBe(`/ru${PAGE}?start_date=2027-01-10&end_date=2027-01-24`);
  expect(seen.offers).toContain('?start_date=2027-01-10&end_date=2027-01-24');

  await user.click(renew);
  expect(await screen.findByRole('heading', { name: 'Оплата нового полиса' })).toBeInTheDocument();
  expect(seen.renewals.map((r) => r.body)).toEqual([
    { amount_uzs: 236_000, start_date: '2027-01-10', end_date: '2027-01-24' },
  ]);
  expect(seen.payments).toEqual([
    expect.objectContaining({ return_url: `/ru${PAGE}?start_date=2027-01-10&end_date=2027-01-24` }),
  ]);
});

it("restores a trip's payment step after a provider's page, priced for the dates of its return URL", async () => {
  sessionStorage.setItem(renewalKey(TOKEN), JSON.stringify({ contractId: 77, orderId: RENEWED.order_id }));
  offerAnswer.current = (url) =>
    HttpResponse.json(url.searchParams.get('start_date') ? { ...TRAVEL, amount_uzs: 236_000 } : TRAVEL);
  renderPage(`/en${PAGE}?start_date=2027-01-10&end_date=2027-01-24`);
  expect(await screen.findByRole('heading', { name: 'Pay for the new policy' })).toBeInTheDocument();
  expect(screen.getByText(/236.000 UZS/, { selector: '.payment-step__amount *' })).toBeInTheDocument();
  await waitFor(() =>
    expect(seen.payments).toEqual([
      expect.objectContaining({ return_url: `/en${PAGE}?start_date=2027-01-10&end_date=2027-01-24` }),
    ]),
  );
});

it('asks for the price again when the dates change after pricing', async () => {
  const user = userEvent.setup();
  offerAnswer.current = (url) =>
    HttpResponse.json(url.searchParams.get('start_date') ? { ...TRAVEL, amount_uzs: 236_000 } : TRAVEL);
  renderPage(`/en${PAGE}?start_date=2027-01-10&end_date=2027-01-24`);
  expect(await screen.findByRole('button', { name: /Renew for 236.000 UZS/ })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Trip start date/ })).toHaveValue('10.01.2027');
  await user.clear(screen.getByRole('textbox', { name: /Trip end date/ }));
  await user.type(screen.getByRole('textbox', { name: /Trip end date/ }), '31012027');
  expect(screen.queryByRole('button', { name: /Renew for/ })).not.toBeInTheDocument();
  expect(screen.getByText('The dates have changed: show the price for them.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show the price' })).toBeInTheDocument();
});

it('says a link has expired and offers to buy anew; a bad link is not valid (Russian)', async () => {
  offerAnswer.current = () =>
    HttpResponse.json({ error: { code: 'renewal_expired', message: 'expired' } }, { status: 410 });
  const first = renderPage();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'This renewal link has expired' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose a policy' })).toHaveAttribute('href', '/en/catalogue');
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  first.unmount();

  offerAnswer.current = () =>
    HttpResponse.json({ error: { code: 'renewal_not_found', message: 'no' } }, { status: 404 });
  renderPage(`/ru${PAGE}`);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Эта ссылка недействительна' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Открыть мои полисы' })).toHaveAttribute(
    'href',
    '/ru/dashboard/policies',
  );
});

it("shows the product's refusal at the top with a way to buy anew, or beside the field it names", async () => {
  offerAnswer.current = () =>
    HttpResponse.json({
      ...KASKO,
      amount_uzs: null,
      refusal: {
        code: 'person_not_found',
        message: 'The registry no longer finds the policyholder.',
        field: '/applicant/passport',
      },
    });
  const first = renderPage();
  expect(await screen.findByText('The registry no longer finds the policyholder.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buy KASKO anew' })).toHaveAttribute('href', '/en/kasko');
  expect(screen.queryByRole('button', { name: /Renew for/ })).not.toBeInTheDocument();
  first.unmount();

  offerAnswer.current = (url) =>
    HttpResponse.json(
      url.searchParams.get('start_date')
        ? {
            ...TRAVEL,
            refusal: { code: 'trip_too_long', message: 'A trip lasts 90 days at most.', field: '/end_date' },
          }
        : TRAVEL,
    );
  renderPage(`/en${PAGE}?start_date=2027-01-10&end_date=2027-06-10`);
  expect(await screen.findByRole('textbox', { name: /Trip end date/ })).toHaveAccessibleDescription(
    /A trip lasts 90 days at most./,
  );
  expect(screen.queryByRole('button', { name: /Renew for/ })).not.toBeInTheDocument();
});

it('says the product is renewed by buying anew (renewal_not_offered)', async () => {
  offerAnswer.current = () =>
    HttpResponse.json({
      ...KASKO,
      product: 'osago',
      product_name: 'OSAGO',
      amount_uzs: null,
      refusal: { code: 'renewal_not_offered', message: 'renewal_not_offered' },
    });
  renderPage();
  expect(
    await screen.findByText(
      'This policy is not renewed online: buy a new one instead, it takes a few minutes.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buy OSAGO anew' })).toHaveAttribute('href', '/en/osago');
});

it('turns reminders off at once from the SMS link, says so, and turns them back on (Uzbek)', async () => {
  const user = userEvent.setup();
  const { router } = renderPage(`/uz${PAGE}?reminders=off`);
  expect(
    await screen.findByText('Eslatmalar oʻchirildi: polislaringiz tugashi haqida boshqa SMS yubormaymiz.'),
  ).toBeInTheDocument();
  expect(seen.reminders).toEqual([{ enabled: false }]);
  expect(
    screen.getByRole('checkbox', { name: 'Polis muddati tugashidan oldin SMS orqali eslatish' }),
  ).not.toBeChecked();
  // The query is gone: a reload after turning them back on does not turn them off again.
  expect(locationOf(router)).toBe(`/uz${PAGE}`);

  await user.click(screen.getByRole('button', { name: 'Eslatmalarni qayta yoqish' }));
  expect(
    await screen.findByText('Eslatmalar yoqildi: polis tugashidan oldin SMS yuboramiz.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: /SMS orqali eslatish/ })).toBeChecked();
  expect(seen.reminders).toEqual([{ enabled: false }, { enabled: true }]);
});

it('shows the new price after a price_mismatch and renews for it once confirmed', async () => {
  const user = userEvent.setup();
  let refused = false;
  server.use(
    http.post(apiUrl(`/prolong/${TOKEN}`), async ({ request }) => {
      seen.renewals.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      if (refused) return HttpResponse.json({ ...RENEWED, amount_uzs: 1_500_000 });
      refused = true;
      return HttpResponse.json(
        { error: { code: 'price_mismatch', message: 'price changed' }, amount_uzs: 1_500_000 },
        { status: 422 },
      );
    }),
  );
  renderPage();
  await user.click(await screen.findByRole('button', { name: /Renew for 1.450.000 UZS/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The price has changed. Renew for the new price to confirm it.',
  );
  await user.click(screen.getByRole('button', { name: /Renew for 1.500.000 UZS/ }));
  expect(await screen.findByRole('heading', { name: 'Pay for the new policy' })).toBeInTheDocument();
  expect(seen.renewals.map((r) => r.body)).toEqual([{ amount_uzs: 1_450_000 }, { amount_uzs: 1_500_000 }]);
  expect(seen.renewals[0].key).not.toBe(seen.renewals[1].key);
});

it('shows the renewed policy when another tap already renewed it (409)', async () => {
  const user = userEvent.setup();
  server.use(
    http.post(apiUrl(`/prolong/${TOKEN}`), () => {
      offerAnswer.current = () =>
        HttpResponse.json({ ...KASKO, renewed: { series: 'KASK', number: '0000013' } });
      return HttpResponse.json({ error: { code: 'already_renewed', message: 'renewed' } }, { status: 409 });
    }),
  );
  renderPage();
  await user.click(await screen.findByRole('button', { name: /Renew for/ }));
  expect(
    await screen.findByText('This policy has already been renewed: policy KASK 0000013.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open my policies' })).toBeInTheDocument();
});

it('offers another try when the offer cannot be loaded, and when a renewal gets no answer', async () => {
  const user = userEvent.setup();
  offerAnswer.current = () => HttpResponse.error();
  renderPage();
  expect(await screen.findByText('The offer could not be loaded')).toBeInTheDocument();
  expect(screen.getByText(/No connection to the server/)).toBeInTheDocument();
  offerAnswer.current = () => HttpResponse.json(KASKO);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  const renew = await screen.findByRole('button', { name: /Renew for 1.450.000 UZS/ });

  let answered = false;
  server.use(
    http.post(apiUrl(`/prolong/${TOKEN}`), async ({ request }) => {
      seen.renewals.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      if (!answered) {
        answered = true;
        return HttpResponse.error();
      }
      return HttpResponse.json(RENEWED);
    }),
  );
  await user.click(renew);
  expect(await screen.findByRole('alert')).toHaveTextContent(/No connection to the server/);
  await user.click(screen.getByRole('button', { name: /Renew for 1.450.000 UZS/ }));
  expect(await screen.findByRole('heading', { name: 'Pay for the new policy' })).toBeInTheDocument();
  // The same answers again: the same idempotency key, so a lost answer never makes two renewals.
  expect(seen.renewals[0].key).toBe(seen.renewals[1].key);
});

describe('seeing the details in full', () => {
  const askCode = async (user: ReturnType<typeof userEvent.setup>, phone = '901234567') => {
    await user.click(await screen.findByRole('button', { name: 'Confirm my phone' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your phone' })).toHaveFocus();
    expect(screen.getByText(/Enter the policy's phone number/)).toHaveTextContent('+998 90 *** ** 67');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), phone);
    await user.click(screen.getByRole('button', { name: 'Get the code' }));
    return screen.findByRole('textbox', { name: 'Code from the SMS' });
  };

  it("logs in with the policy's phone by SMS and shows the holder, phone and e-mail in full", async () => {
    const user = userEvent.setup();
    renderPage();
    const old = await screen.findByRole('region', { name: 'Your policy' });
    const reveal = screen.getByRole('region', { name: 'See your details in full' });
    expect(
      within(reveal).getByText(
        'Your details are hidden because the link may be seen by others. Confirm your phone with an SMS code to see them.',
      ),
    ).toBeInTheDocument();

    const code = await askCode(user);
    expect(screen.getByRole('heading', { name: 'Enter the code from the SMS' })).toHaveFocus();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Show my details' }));

    // The cabinet's own login: its calls, its session in its storage, and the offer asked again with it.
    expect(await within(old).findByText('Karimov Alisher Bahodirovich')).toBeInTheDocument();
    expect(within(old).getByText('+998 90 123 45 67')).toBeInTheDocument();
    expect(within(old).getByText('Shown in full for your phone.')).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /E-mail for the policy/ })).toHaveAccessibleDescription(
      'Leave it empty to send the policy to alisher@mail.uz.',
    );
    expect(screen.queryByRole('region', { name: 'See your details in full' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my phone' })).not.toBeInTheDocument();
    expect(seen.codes).toEqual([
      { path: 'send-code', form: { phone: '998901234567' } },
      { path: 'verify', form: expect.objectContaining({ phone: '998901234567', code: '123456' }) },
    ]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(SESSION);
    expect(seen.sessions).toEqual([null, SESSION]);
    // The rest of the page stays as it was.
    expect(screen.getByRole('button', { name: /Renew for 1.450.000 UZS/ })).toBeInTheDocument();
  });

  it("says a wrong code as the login does, and another phone's session keeps the details hidden (Russian)", async () => {
    const user = userEvent.setup();
    renderPage(`/ru${PAGE}`);
    await user.click(await screen.findByRole('button', { name: 'Подтвердить телефон' }));
    await user.type(await screen.findByRole('textbox', { name: 'Номер телефона' }), '935550011');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    const code = await screen.findByRole('textbox', { name: 'Код из SMS' });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Показать мои данные' }));
    expect(await screen.findByText(/Неверный код/)).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(seen.sessions).toEqual([null]);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Показать мои данные' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Этот номер не указан в полисе, поэтому данные остаются скрытыми. Подтвердите номер из полиса: +998 90 *** ** 67.',
    );
    expect(screen.getByRole('heading', { name: 'Показать ваши данные полностью' })).toHaveFocus();
    expect(screen.getByText('+998 90 *** ** 67', { selector: 'dd *, dd' })).toBeInTheDocument();
    expect(seen.sessions).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Подтвердить телефон' })).toBeInTheDocument();
  });

  it('closes the steps on Cancel with the focus back on the button', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Confirm my phone' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Confirm my phone' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).not.toBeInTheDocument();
  });

  it('shows no confirmation when the offer is already in full (Uzbek)', async () => {
    offerAnswer.current = () => HttpResponse.json(KASKO_IN_FULL);
    renderPage(`/uz${PAGE}`);
    expect(await screen.findByText('Karimov Alisher Bahodirovich')).toBeInTheDocument();
    expect(screen.getByText('Telefoningiz uchun toʻliq koʻrsatildi.')).not.toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Telefonimni tasdiqlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /toʻliq koʻrish/ })).not.toBeInTheDocument();
  });

  it('shows no confirmation on a renewed policy', async () => {
    offerAnswer.current = () =>
      HttpResponse.json({ ...KASKO, renewed: { series: 'KASK', number: '0000013' } });
    renderPage();
    expect(
      await screen.findByText('This policy has already been renewed: policy KASK 0000013.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my phone' })).not.toBeInTheDocument();
  });
});
