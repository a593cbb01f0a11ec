import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Consent, DeviceSession, MyDataSummary } from '@polis/api-contract';
import { apiUrl, setupApiServer } from '@polis/api-client/testing';
import { TOKEN_KEY } from '../session/token-store';
import { KARIMOV, OK, platformError, TOKEN } from '../test-utils/fixtures';
import { configureCabinetClient, loadCatalogues, locationOf, renderCabinet } from '../test-utils/render';

const SUMMARY: MyDataSummary = {
  account_created_at: '2026-01-10T07:00:00.000Z',
  counts: {
    saved_people: 2,
    saved_vehicles: 1,
    policies: 1,
    claims: 2,
    business_requests: 0,
    consents: 3,
    sessions: 2,
  },
};
const none = { withdrawn_at: null, policy: null } as const;
const CONSENTS: Consent[] = [
  { kind: 'reminders', active: true, given_at: '2026-01-10T07:00:00.000Z', withdrawable: true, ...none },
  { kind: 'marketing', active: false, given_at: null, withdrawable: true, ...none },
  { kind: 'saved_others', active: true, given_at: '2026-02-01T09:30:00.000Z', withdrawable: true, ...none },
  {
    kind: 'offer',
    active: true,
    given_at: '2026-03-05T10:00:00.000Z',
    withdrawn_at: null,
    withdrawable: false,
    policy: { contract_id: 1001, product: 'osago', policy_series: 'EIOO', policy_number: '0000123' },
  },
];
const SESSIONS: DeviceSession[] = [
  {
    id: 7,
    browser: 'Chrome 120',
    system: 'Android 14',
    current: true,
    created_at: '2026-11-20T08:00:00.000Z',
    last_used_at: '2026-11-27T08:00:00.000Z',
    expires_at: '2026-12-20T08:00:00.000Z',
  },
  {
    id: 5,
    browser: null,
    system: 'Windows 10/11',
    current: false,
    created_at: '2026-11-01T08:00:00.000Z',
    last_used_at: null,
    expires_at: '2026-12-01T08:00:00.000Z',
  },
];
const EXPORT = JSON.stringify({ format: 'polis-my-data/1', account: { phone: KARIMOV.phone } });

let consents: Consent[] = [];
let sessions: DeviceSession[] = [];
let exportAnswer: () => Response;
let endAnswer: (id: number) => Response;
const sent: { method: string; path: string; body?: unknown }[] = [];

const path = (request: Request) => new URL(request.url).pathname.replace(/^\/api\/shaxsiy_kabinet/, '');
const record = async (request: Request) => {
  const text = await request.text();
  sent.push({ method: request.method, path: path(request), ...(text ? { body: JSON.parse(text) } : {}) });
};
const setConsent = (kind: Consent['kind'], change: Partial<Consent>) => {
  consents = consents.map((c) => (c.kind === kind ? { ...c, ...change } : c));
};

setupApiServer(
  http.get(apiUrl('/shaxsiy_kabinet/get/info'), () => HttpResponse.json({ ...OK, data: KARIMOV })),
  http.get(apiUrl('/shaxsiy_kabinet/my-data'), () => HttpResponse.json(SUMMARY)),
  http.get(apiUrl('/shaxsiy_kabinet/my-data/consents'), () => HttpResponse.json({ consents })),
  http.post(apiUrl('/shaxsiy_kabinet/my-data/consents/:kind'), async ({ request, params }) => {
    await record(request);
    setConsent(params.kind as Consent['kind'], { active: true, given_at: '2026-11-27T10:00:00.000Z' });
    return HttpResponse.json({ consents });
  }),
  http.delete(apiUrl('/shaxsiy_kabinet/my-data/consents/:kind'), async ({ request, params }) => {
    await record(request);
    setConsent(params.kind as Consent['kind'], { active: false, withdrawn_at: '2026-11-27T10:00:00.000Z' });
    return HttpResponse.json(params.kind === 'saved_others' ? { consents, removed_people: 1 } : { consents });
  }),
  http.get(apiUrl('/shaxsiy_kabinet/my-data/sessions'), () => HttpResponse.json({ sessions })),
  http.delete(apiUrl('/shaxsiy_kabinet/my-data/sessions/:id'), async ({ request, params }) => {
    await record(request);
    return endAnswer(Number(params.id));
  }),
  http.get(apiUrl('/shaxsiy_kabinet/my-data/export'), () => exportAnswer()),
  http.delete(apiUrl('/shaxsiy_kabinet/my-data/account'), async ({ request }) => {
    await record(request);
    return HttpResponse.json({
      removed: { saved_people: 2, saved_vehicles: 1, sessions: 2, consents: 2 },
      kept: { policies: 1, claims: 2 },
    });
  }),
);

/** The file the page handed to the browser: the blob's text and the name of the link clicked. */
let downloaded: { text: string; name: string } | null = null;

beforeAll(() => loadCatalogues('en', 'ru'));
beforeEach(() => {
  configureCabinetClient();
  localStorage.setItem(TOKEN_KEY, TOKEN);
  consents = CONSENTS;
  sessions = SESSIONS;
  sent.length = 0;
  downloaded = null;
  exportAnswer = () =>
    new HttpResponse(EXPORT, {
      headers: {
        'content-type': 'application/json',
        'content-disposition': 'attachment; filename="polis-my-data-2026-11-27.json"',
      },
    });
  endAnswer = (id) => {
    sessions = sessions.filter((s) => s.id !== id);
    return new HttpResponse(null, { status: 204 });
  };
  let blob: Blob | null = null;
  URL.createObjectURL = jest.fn((b: Blob) => {
    blob = b;
    return 'blob:my-data';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const name = this.download;
    void blob?.text().then((text) => {
      downloaded = { text, name };
    });
  });
});
afterEach(() => jest.restoreAllMocks());

const section = async (name: string) => screen.findByRole('region', { name });
const item = async (name: string | RegExp) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;

it('says what is kept, with counts, and downloads it as one JSON file', async () => {
  renderCabinet('/en/dashboard/my-data');
  expect(await screen.findByRole('heading', { level: 1, name: 'My data' })).toBeInTheDocument();
  const kept = await section('What we keep');
  expect(await within(kept).findByText('Saved people')).toBeInTheDocument();
  expect(within(kept).getByText('Claims').nextElementSibling).toHaveTextContent('2');
  expect(kept).toHaveTextContent('+998901234567, since');

  await userEvent.click(within(kept).getByRole('button', { name: 'Download my data' }));
  await waitFor(() => expect(downloaded).toEqual({ text: EXPORT, name: 'polis-my-data-2026-11-27.json' }));
});

it('says in the page language when the export fails', async () => {
  exportAnswer = () => HttpResponse.error();
  renderCabinet('/ru/dashboard/my-data');
  const kept = await section('Что мы храним');
  await userEvent.click(within(kept).getByRole('button', { name: 'Скачать мои данные' }));
  expect(await within(kept).findByRole('alert')).toHaveTextContent('Нет связи с сервером.');
  expect(downloaded).toBeNull();
});

it('lists consents with their dates; gives and withdraws marketing', async () => {
  renderCabinet('/en/dashboard/my-data');
  const reminders = await item('Renewal reminders by SMS');
  expect(reminders).toHaveTextContent(/Given on .*2026/);
  const marketing = await item('News and offers');
  expect(marketing).toHaveTextContent('Never given');
  await userEvent.click(within(marketing).getByRole('button', { name: 'Give consent' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Your consent is recorded.');
  expect(sent).toEqual([{ method: 'POST', path: '/my-data/consents/marketing' }]);
  const given = await item('News and offers');
  await userEvent.click(await within(given).findByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Your consent is withdrawn.')).toBeInTheDocument();
  expect(sent.at(-1)).toEqual({ method: 'DELETE', path: '/my-data/consents/marketing' });
  expect(await within(await item('News and offers')).findByText(/withdrawn on/)).toBeInTheDocument();
});

it('asks before withdrawing the saved-others consent, which deletes the saved people', async () => {
  renderCabinet('/en/dashboard/my-data');
  const others = await item("Keeping other people's data");
  await userEvent.click(within(others).getByRole('button', { name: 'Withdraw' }));
  const dialog = await screen.findByRole('alertdialog', {
    name: 'Withdraw the consent and delete the people you saved?',
  });
  expect(within(dialog).getByRole('button', { name: 'Keep them' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(sent).toEqual([]);

  await userEvent.click(within(others).getByRole('button', { name: 'Withdraw' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw and delete' }));
  expect(await screen.findByRole('status')).toHaveTextContent('1 saved person was deleted');
  expect(sent).toEqual([{ method: 'DELETE', path: '/my-data/consents/saved_others' }]);
});

it('shows the offer of a policy as not withdrawable here, with the way to the policy', async () => {
  renderCabinet('/en/dashboard/my-data');
  const offer = await item('Offer of policy EIOO 0000123');
  expect(within(offer).queryByRole('button')).not.toBeInTheDocument();
  expect(offer).toHaveTextContent('withdrawing it means cancelling the policy');
  expect(within(offer).getByRole('link', { name: 'Open policy EIOO 0000123' })).toHaveAttribute(
    'href',
    '/en/dashboard/policies/1001',
  );
});

it('lists the devices, marks this one, and ends another session', async () => {
  renderCabinet('/en/dashboard/my-data');
  const current = await item('Chrome 120 on Android 14');
  expect(within(current).getByText('This device')).toBeInTheDocument();
  const other = await item('Unknown browser on Windows 10/11');
  expect(within(other).queryByText('This device')).not.toBeInTheDocument();
  await userEvent.click(within(other).getByRole('button', { name: 'End session' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'The session on Unknown browser on Windows 10/11 is ended.',
  );
  expect(sent).toEqual([{ method: 'DELETE', path: '/my-data/sessions/5' }]);
  await waitFor(() =>
    expect(
      screen.queryByRole('heading', { name: 'Unknown browser on Windows 10/11' }),
    ).not.toBeInTheDocument(),
  );
});

it('says so when the session was ended elsewhere already', async () => {
  endAnswer = () => HttpResponse.json(platformError('session_not_found'), { status: 404 });
  renderCabinet('/en/dashboard/my-data');
  const other = await item('Unknown browser on Windows 10/11');
  await userEvent.click(within(other).getByRole('button', { name: 'End session' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That session has already ended.');
});

it('logs out when this device’s session is ended', async () => {
  const { router } = renderCabinet('/en/dashboard/my-data');
  const current = await item('Chrome 120 on Android 14');
  await userEvent.click(within(current).getByRole('button', { name: 'End session' }));
  await waitFor(() => expect(locationOf(router)).toBe('/en/login'));
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
});

it('deletes the account after a confirmation that says what goes and what stays', async () => {
  const { router } = renderCabinet('/en/dashboard/my-data');
  const remove = await section('Delete my account');
  expect(remove).toHaveTextContent('Saved people and cars');
  expect(remove).toHaveTextContent('Issued policies and their contracts');
  await userEvent.click(within(remove).getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toHaveFocus();
  expect(dialog).toHaveTextContent('Payments and refunds');
  expect(dialog).toHaveTextContent('a new account is made');
  // Keyboard: Tab reaches the confirmation, Enter presses it.
  await userEvent.tab();
  expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('status')).toHaveTextContent('Your account, saved people and cars');
  expect(sent).toEqual([{ method: 'DELETE', path: '/my-data/account', body: { confirm: true } }]);
  await userEvent.click(screen.getByRole('link', { name: 'Go to the login page' }));
  await waitFor(() => expect(locationOf(router)).toBe('/en/login'));
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
});
