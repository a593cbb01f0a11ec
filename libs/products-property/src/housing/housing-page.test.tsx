import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, configureTestApiClient } from '@polis/api-client/testing';
import {
  agreeAndSave,
  draftKept,
  expectPaymentStep,
  heldDraft,
  fillApplicant,
  OK,
  saved,
  setupProductTests,
} from '@polis/product-kit/testing';
import type { Lang } from '@polis/routing';
import { ProductWizard } from '@polis/product-kit';
import { WizardLoginContext, type WizardLoginProps } from '@polis/shell';
import { propertyMessages } from '../property-messages';
import { HOUSING } from './housing-product';

const name = (en: string) => ({ uz: en, ru: en, en });
const TARIFFS = {
  ...OK,
  programs: [
    { id: 1, name: name('Premium property'), total: 500_000_000, premium_year: 2_500_000 },
    { id: 2, name: name('Home Standard'), total: 115_000_000, premium_year: 140_000 },
  ],
};
const SAVED = { ...saved(140_000), contract_id: 31 };

const saves: { body: unknown; key: string | null; draft?: string | null }[] = [];
const { server, render, renderWizard } = setupProductTests(
  { messages: propertyMessages, alsoIn: ['ru'], contractId: 31 },
  http.get(apiUrl('/property-insurance-v2/getTariffs'), () => HttpResponse.json(TARIFFS)),
  http.post(apiUrl('/property-insurance-v2/create-contract'), async ({ request }) => {
    saves.push({
      body: await request.json(),
      key: request.headers.get('idempotency-key'),
      draft: request.headers.get('x-draft-id'),
    });
    return HttpResponse.json(SAVED);
  }),
);

beforeEach(() => {
  saves.length = 0;
});

const renderHousing = (lang: Lang = 'en', route = `/${lang}/housing`) => renderWizard(HOUSING, route, lang);

async function fillToAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Home Standard/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await fillApplicant(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByRole('textbox', { name: /^Address/ }), 'Tashkent, Chilonzor 9, 12');
}

describe('housing', () => {
  it('starts on program 2 and shows each program with its premium and cover', async () => {
    const { router } = renderHousing();
    expect(await screen.findByRole('radio', { name: /Home Standard/ })).toBeChecked();
    expect(screen.getByText(/2\s500\s000 UZS a year/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=program');
  });

  it('asks for consent before saving, then saves the spec payload once and opens the payment', async () => {
    const user = userEvent.setup();
    const { router } = renderHousing();
    await fillToAddress(user);
    await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
    expect(
      await screen.findByText('Please confirm that you agree with the offer and the rules'),
    ).toBeVisible();
    expect(saves).toHaveLength(0);
    const rules = screen.getByRole('link', { name: 'insurance rules' });
    expect(rules).toHaveAttribute('href', expect.stringMatching(/\/api\/rules\/housing\/en\.pdf$/));
    // The label's words tick the box; the documents open from the line under it.
    await user.click(screen.getByText('I agree with the public offer and the insurance rules'));
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(rules.closest('label')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
    await expectPaymentStep(router);
    expect(saves).toEqual([
      {
        body: {
          start_date: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
          program_id: 2,
          home: { type: 1, address: 'Tashkent, Chilonzor 9, 12' },
          applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
          amount_uzs: 140_000,
        },
        key: expect.any(String),
        draft: expect.any(String),
      },
    ]);
    // What is bought, on the payment step.
    expect(screen.getByText('Sum insured')).toBeInTheDocument();
    // With the currency, as every sum on the page.
    expect(screen.getByText(/^115\s000\s000 UZS$/)).toBeInTheDocument();
    expect(screen.getByText('Tashkent, Chilonzor 9, 12')).toBeInTheDocument();
    // Nothing personal reached the browser's storage.
    expect(Object.values(sessionStorage).join()).not.toMatch(/1234567|15\.03\.1990/);
  });

  it('puts a registry refusal beside the passport, in the page language', async () => {
    server.use(
      http.post(apiUrl('/property-insurance-v2/create-contract'), () =>
        HttpResponse.json({ error: { code: 'person_not_found', message: 'x' } }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderHousing();
    await fillToAddress(user);
    await agreeAndSave(user);
    expect(
      await screen.findByText(/Perhaps the data is incorrect: check the passport series and number/),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=applicant');
    expect(screen.getByLabelText(/Passport number/)).toHaveValue('1234567');
  });

  it('says "no connection" when the save cannot reach the server, and keeps the answers', async () => {
    server.use(http.post(apiUrl('/property-insurance-v2/create-contract'), () => HttpResponse.error()));
    const user = userEvent.setup();
    renderHousing();
    await fillToAddress(user);
    await agreeAndSave(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/No connection to the server/);
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue('Tashkent, Chilonzor 9, 12');
  });

  it('after a reload on the address step, every typed field comes back from the server draft, none from the tab', async () => {
    const user = userEvent.setup();
    const first = renderHousing();
    await fillToAddress(user);
    await draftKept('housing', (d) => JSON.stringify(d).includes('Chilonzor 9, 12'));
    first.unmount();
    // The tab holds only the draft's id.
    expect(Object.values(sessionStorage).join()).not.toMatch(/1234567|15\.03\.1990|Chilonzor|901234567/);
    const user2 = userEvent.setup();
    const { router } = renderHousing('en', '/en/housing?step=address');
    expect(await screen.findByRole('textbox', { name: /^Address/ })).toHaveValue('Tashkent, Chilonzor 9, 12');
    expect(router.state.location.search).toBe('?step=address');
    await user2.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/Passport number/)).toHaveValue('1234567');
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('15.03.1990');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+998 90 123 45 67');
  });

  it("a reload whose read reaches the server before the tab's last write waits for that write", async () => {
    const user = userEvent.setup();
    const first = renderHousing();
    await fillToAddress(user);
    await draftKept('housing', (d) => JSON.stringify(d).includes('Chilonzor 9, 12'));
    first.unmount();
    // The server still has the write before the last one (the last is on its way, sent as the page was left).
    const draft = heldDraft('housing')!;
    const last = draft.data;
    expect(sessionStorage.getItem('polis:draft-rev:housing')).toBe(String(last.rev));
    draft.data = {
      ...JSON.parse(JSON.stringify(last).replace('Chilonzor 9, 12', 'Yunusobod 1')),
      rev: Number(last.rev) - 1,
    };
    setTimeout(() => (draft.data = last), 400);
    renderHousing('en', '/en/housing?step=address');
    expect(await screen.findByRole('textbox', { name: /^Address/ }, { timeout: 3000 })).toHaveValue(
      'Tashkent, Chilonzor 9, 12',
    );
  });

  it('after a reload on the payment step, returns to the same application without saving again', async () => {
    const user = userEvent.setup();
    const first = renderHousing('ru', '/ru/housing');
    await user.click(await screen.findByRole('radio', { name: /Home Standard/ }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.type(await screen.findByLabelText(/Серия паспорта/), 'AA');
    await user.type(screen.getByLabelText(/Номер паспорта/), '1234567');
    await user.type(screen.getByLabelText(/Дата рождения/), '15031990');
    await user.type(screen.getByLabelText(/Номер телефона/), '901234567');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.type(await screen.findByRole('textbox', { name: /^Адрес/ }), 'Ташкент, Чиланзар 9');
    await user.click(screen.getByRole('checkbox', { name: /Я согласен/ }));
    await user.click(screen.getByRole('button', { name: 'Сохранить и перейти к оплате' }));
    expect(await screen.findByRole('link', { name: /Payme/ })).toBeInTheDocument();
    await draftKept('housing', (d) => d.step === 'payment');
    // The save named its draft: the application's payment deletes it on the server.
    expect(saves[0].draft).toBe(sessionStorage.getItem('polis:draft-id:housing'));
    first.unmount();
    renderHousing('ru', '/ru/housing?step=payment');
    expect(await screen.findByRole('link', { name: /Payme/ })).toBeInTheDocument();
    expect(screen.getByText('Ташкент, Чиланзар 9')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
  });

  it('after a save that got no answer and a reload, saves the same answers under the same idempotency key', async () => {
    const lost: (string | null)[] = [];
    server.use(
      http.post(
        apiUrl('/property-insurance-v2/create-contract'),
        ({ request }) => {
          lost.push(request.headers.get('idempotency-key'));
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const user = userEvent.setup();
    const first = renderHousing();
    await fillToAddress(user);
    await agreeAndSave(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/No connection to the server/);
    await draftKept('housing', (d) => typeof d.attempt === 'string');
    first.unmount();

    renderHousing('en', '/en/housing?step=address');
    expect(await screen.findByRole('textbox', { name: /^Address/ })).toHaveValue('Tashkent, Chilonzor 9, 12');
    await agreeAndSave(user);
    expect(await screen.findByRole('link', { name: /Payme/ })).toBeInTheDocument();
    expect(lost).toHaveLength(1);
    expect(saves.map((s) => s.key)).toEqual([lost[0]]);
  });

  it("says so when the tab's draft has expired, and when it cannot be read, offers to try again", async () => {
    sessionStorage.setItem('polis:draft-id:housing', 'E'.repeat(43));
    const { unmount } = renderHousing('en', '/en/housing?step=address');
    expect(await screen.findByText(/applications in progress are kept for 24 hours/)).toBeVisible();
    expect(sessionStorage.getItem('polis:draft-id:housing')).toBeNull();
    unmount();
    // The wizard's first page (after a webview payment deleted the draft, or a new visit) just starts.
    sessionStorage.setItem('polis:draft-id:housing', 'F'.repeat(43));
    const again = renderHousing();
    expect(await screen.findByRole('radio', { name: /Home Standard/ })).toBeInTheDocument();
    expect(screen.queryByText(/applications in progress are kept for 24 hours/)).toBeNull();
    expect(sessionStorage.getItem('polis:draft-id:housing')).toBeNull();
    again.unmount();

    const user = userEvent.setup();
    const first = renderHousing();
    await fillToAddress(user);
    await draftKept('housing', (d) => JSON.stringify(d).includes('Chilonzor'));
    first.unmount();
    server.use(http.get(apiUrl('/drafts/:id'), () => HttpResponse.error()));
    renderHousing('en', '/en/housing?step=address');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not load your unfinished application/);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^Address/ })).toHaveValue('Tashkent, Chilonzor 9, 12');
  });

  it('takes a new key by itself when the kept one was sent with other answers (idempotency_key_reused)', async () => {
    const refused: (string | null)[] = [];
    server.use(
      http.post(
        apiUrl('/property-insurance-v2/create-contract'),
        ({ request }) => {
          refused.push(request.headers.get('idempotency-key'));
          return HttpResponse.json(
            { error: { code: 'idempotency_key_reused', message: 'another body' } },
            { status: 422 },
          );
        },
        { once: true },
      ),
    );
    const user = userEvent.setup();
    renderHousing();
    await fillToAddress(user);
    await agreeAndSave(user);
    expect(await screen.findByRole('link', { name: /Payme/ })).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0].key).toEqual(expect.any(String));
    expect(saves[0].key).not.toBe(refused[0]);
  });

  const MUM = {
    id: 7,
    label: 'Mum',
    relation: 'other',
    passport_series: 'AB',
    passport_number: '7654321',
    birthday: '02.02.1962',
    name: null,
    pinfl: null,
    phone: '998935550000',
  };
  const PAID = http.post(apiUrl('/sayt/uyjoy-api/check'), () =>
    HttpResponse.json({
      error: false,
      check: true,
      url: '/api/policy/HOUS/0000031/pdf?t=abc',
      polis_seria: 'HOUS',
      polis_number: '0000031',
    }),
  );
  /** A logged-in customer (the session's token) whose account keeps `people`; what they save is `kept`. */
  function loggedIn(people: readonly object[]) {
    configureTestApiClient({ getToken: () => 'a-session-token' });
    const kept: unknown[] = [];
    server.use(
      http.get(apiUrl('/shaxsiy_kabinet/saved'), ({ request }) =>
        request.headers.get('x-auth-token') === 'a-session-token'
          ? HttpResponse.json({ people, vehicles: [] })
          : HttpResponse.json({ error: { code: 'token_required', message: 'x' } }, { status: 401 }),
      ),
      http.post(apiUrl('/shaxsiy_kabinet/saved/people'), async ({ request }) => {
        kept.push(await request.json());
        return HttpResponse.json({ id: 8 }, { status: 201 });
      }),
      PAID,
    );
    return kept;
  }

  it('a logged-in customer fills the applicant from a saved person, as if typed', async () => {
    loggedIn([MUM]);
    const user = userEvent.setup();
    renderHousing('ru', '/ru/housing');
    await user.click(await screen.findByRole('radio', { name: /Home Standard/ }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Заполнить из сохранённых людей' }),
      'Mum',
    );
    expect(screen.getByLabelText(/Номер паспорта/)).toHaveValue('7654321');
    expect(screen.getByLabelText(/Дата рождения/)).toHaveValue('02.02.1962');
    expect(screen.getByLabelText(/Номер телефона/)).toHaveValue('+998 93 555 00 00');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.type(await screen.findByRole('textbox', { name: /^Адрес/ }), 'Ташкент, Чиланзар 9');
    await user.click(screen.getByRole('checkbox', { name: /Я согласен/ }));
    await user.click(screen.getByRole('button', { name: 'Сохранить и перейти к оплате' }));
    await user.click(await screen.findByRole('button', { name: 'Проверить оплату' }));
    expect(saves[0].body).toMatchObject({
      applicant: { seria: 'AB', number: '7654321', birthday: '02.02.1962', phone: '998935550000' },
    });
    // Mum is saved already: nothing to offer.
    expect(await screen.findByText('Полис HOUS 0000031')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Сохранить на следующий раз' })).toBeNull();
  });

  it('once paid, a logged-in customer may save the applicant for next time (off by default)', async () => {
    const kept = loggedIn([]);
    const user = userEvent.setup();
    renderHousing();
    await fillToAddress(user);
    await agreeAndSave(user);
    await user.click(await screen.findByRole('button', { name: 'Check payment' }));
    const offer = await screen.findByRole('region', { name: 'Save for next time' });
    // One heading says the policy is ready (the step's), not "Your policy" above "Your policy is ready".
    expect(screen.getAllByRole('heading', { name: /Your policy/ }).map((h) => h.textContent)).toEqual([
      'Your policy is ready',
    ]);
    const person = screen.getByRole('checkbox', { name: 'You · passport AA ***4567' });
    expect(person).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save to my account' })).toBeDisabled();
    await user.click(person);
    await user.click(screen.getByRole('button', { name: 'Save to my account' }));
    expect(await screen.findByText(/Saved\. Your next application fills them/)).toBeInTheDocument();
    expect(offer).not.toBeInTheDocument();
    expect(kept).toEqual([
      {
        passport_series: 'AA',
        passport_number: '1234567',
        birthday: '15.03.1990',
        name: null,
        pinfl: null,
        phone: '998901234567',
        relation: 'me',
      },
    ]);
  });

  it('offers nothing saved to a visitor who is not logged in', async () => {
    const user = userEvent.setup();
    renderHousing();
    await user.click(await screen.findByRole('radio', { name: /Home Standard/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/Passport number/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Fill from my saved people' })).toBeNull();
  });

  it('logs in from the first step in a modal and fills from the account, the answers kept', async () => {
    let token: string | null = null;
    configureTestApiClient({ getToken: () => token });
    server.use(
      http.get(apiUrl('/shaxsiy_kabinet/saved'), () => HttpResponse.json({ people: [MUM], vehicles: [] })),
    );
    // The host's login (the cabinet's SMS steps on the site): here, one button that starts a session.
    function FakeLogin({ onLoggedIn }: WizardLoginProps) {
      return (
        <button
          type="button"
          onClick={() => {
            token = 'a-session-token';
            onLoggedIn();
          }}
        >
          Confirm the code
        </button>
      );
    }
    const user = userEvent.setup();
    const { router } = render(
      <WizardLoginContext.Provider value={FakeLogin}>
        <ProductWizard product={HOUSING} />
      </WizardLoginContext.Provider>,
      '/en/housing',
    );
    await user.click(await screen.findByRole('radio', { name: /Premium property/ }));
    await user.click(screen.getByRole('button', { name: 'Log in to fill from your account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in with your phone' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the code' }));
    expect(await screen.findByText(/You are logged in/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in to fill from your account' })).toBeNull();
    // The wizard is as it was: the program chosen, the step the same.
    expect(screen.getByRole('radio', { name: /Premium property/ })).toBeChecked();
    expect(router.state.location.search).toBe('?step=program');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Fill from my saved people' }),
      'Mum',
    );
    expect(screen.getByLabelText(/Passport number/)).toHaveValue('7654321');
  });
});
