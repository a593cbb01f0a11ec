import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, configureTestApiClient, setupApiServer } from '@polis/api-client/testing';
import { PaymentStep } from '../payment-step';
import type { IssuedPolicy } from '../payment-types';
import { loadCatalogues, renderPayment } from '../test-utils/render';
import { NOT_PAID, OK, PAID } from '../test-utils/api-fixtures';
import { AUTO_CHECK_DURATION_MS, AUTO_CHECK_INTERVAL_MS } from './use-payment-check';

// The step's automatic checks after a provider page opens, seen through the step as the customer has it.

const contract = {
  contractId: 41,
  orderId: 'P261122-ABCDEFGHJK',
  amountUzs: 384_000,
  paymeUrl: 'http://localhost/sandbox/payme/save',
  clickUrl: 'http://localhost/sandbox/click/services/pay?save=1',
};

const providers = {
  ...OK,
  data: [
    { id: 'payme', name: 'Payme', type: 'link', url: 'http://localhost/sandbox/payme/list' },
    { id: 'click', name: 'Click', type: 'link', url: 'http://localhost/sandbox/click/list' },
    { id: 'octo', name: 'Bank card (Octo)', type: 'link', url: 'http://localhost/sandbox/octo/x' },
  ],
};

let paid = false;
let checks = 0;
let running = 0;
let mostAtOnce = 0;
/** How long the check call takes (in fake time). */
let checkTakesMs = 0;

const server = setupApiServer(
  http.post(apiUrl('/contract/get-payment'), () => HttpResponse.json(providers)),
  http.post(apiUrl('/sayt/contract/check'), async () => {
    checks++;
    running++;
    // The answer is what the server knew when the call arrived.
    const answer = paid ? PAID : NOT_PAID;
    mostAtOnce = Math.max(mostAtOnce, running);
    if (checkTakesMs) await new Promise((resolve) => setTimeout(resolve, checkTakesMs));
    running--;
    return HttpResponse.json(answer);
  }),
);

beforeAll(() => loadCatalogues('en'));
beforeEach(() => {
  // The fetch behind MSW needs real microtasks and immediates; only the clock is fake.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate'] });
  // A longer time-out than the test client's 2 s: a slow check below takes 3 s of fake time.
  configureTestApiClient({ timeoutMs: 60_000 });
  paid = false;
  checks = 0;
  running = 0;
  mostAtOnce = 0;
  checkTakesMs = 0;
});
afterEach(() => jest.useRealTimers());

/** Lets fake time pass, with the answers that arrive meanwhile. */
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

async function renderStep() {
  const onPaid = jest.fn<void, [IssuedPolicy]>();
  const view = renderPayment(<PaymentStep contract={contract} onPaid={onPaid} />);
  // The provider list has answered.
  await screen.findByRole('button', { name: 'Bank card (Octo)' });
  return { onPaid, ...view };
}

/** The customer opens a provider's page (the new tab itself is the browser's business, not jsdom's). */
function openProvider(name = 'Pay with Payme') {
  const link = screen.getByRole('link', { name });
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
  fireEvent.click(link);
}

const returnToTab = () => act(() => void document.dispatchEvent(new Event('visibilitychange')));
const focusTab = () => act(() => void window.dispatchEvent(new Event('focus')));

it('does nothing by itself before a provider page is opened', async () => {
  await renderStep();
  await wait(AUTO_CHECK_INTERVAL_MS * 3);
  await focusTab();
  await wait(0);
  expect(checks).toBe(0);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('after a provider link is opened, checks every few seconds and hands over the policy once', async () => {
  const { onPaid } = await renderStep();
  openProvider();
  expect(await screen.findByRole('status')).toHaveTextContent('Waiting for the payment…');

  await wait(AUTO_CHECK_INTERVAL_MS);
  expect(checks).toBe(1);
  await wait(AUTO_CHECK_INTERVAL_MS);
  expect(checks).toBe(2);
  expect(onPaid).not.toHaveBeenCalled();

  paid = true;
  await wait(AUTO_CHECK_INTERVAL_MS);
  expect(onPaid).toHaveBeenCalledTimes(1);
  expect(onPaid).toHaveBeenCalledWith({
    series: 'EIOO',
    number: '0000009',
    url: PAID.url,
    amountUzs: 384_000,
  });

  // Found: no more checks, by the clock or on return; a click still answers but reports nothing twice.
  await wait(AUTO_CHECK_INTERVAL_MS * 4);
  await focusTab();
  await wait(0);
  expect(checks).toBe(3);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Check payment' }));
  await wait(0);
  expect(onPaid).toHaveBeenCalledTimes(1);
});

it('coming back to the tab checks at once; focus and visibilitychange together make one check', async () => {
  const { onPaid } = await renderStep();
  openProvider();
  await returnToTab();
  await wait(0);
  expect(checks).toBe(1);

  paid = true;
  await act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
  await wait(0);
  expect(checks).toBe(2);
  expect(onPaid).toHaveBeenCalledTimes(1);
});

it('says nothing when an automatic check finds no payment; only a click shows payment_not_made', async () => {
  await renderStep();
  openProvider();
  await wait(AUTO_CHECK_INTERVAL_MS * 3);
  await focusTab();
  await wait(0);
  expect(checks).toBe(4);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/has not arrived yet/)).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Waiting for the payment…');
  expect(screen.getByRole('button', { name: 'Check payment' })).toBeEnabled();

  fireEvent.click(screen.getByRole('button', { name: 'Check payment' }));
  await wait(0);
  expect(screen.getByRole('alert')).toHaveTextContent('The payment has not arrived yet');
});

it('never runs two checks at once: a click during an automatic check waits for it, then asks afresh', async () => {
  checkTakesMs = 3_000;
  const { onPaid } = await renderStep();
  openProvider();
  await wait(AUTO_CHECK_INTERVAL_MS);
  expect(running).toBe(1);

  // The payment arrives while the automatic check (which will say "not paid") is on its way.
  paid = true;
  fireEvent.click(screen.getByRole('button', { name: 'Check payment' }));
  await focusTab();
  await wait(checkTakesMs);
  await wait(checkTakesMs);
  expect(mostAtOnce).toBe(1);
  expect(checks).toBe(2);
  expect(onPaid).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('stops checking by the clock after two minutes; a return to the tab still checks', async () => {
  await renderStep();
  openProvider();
  await wait(AUTO_CHECK_DURATION_MS);
  const byTheClock = checks;
  expect(byTheClock).toBe(AUTO_CHECK_DURATION_MS / AUTO_CHECK_INTERVAL_MS);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  await wait(AUTO_CHECK_DURATION_MS);
  expect(checks).toBe(byTheClock);
  expect(screen.getByRole('button', { name: 'Check payment' })).toBeInTheDocument();

  await returnToTab();
  await wait(0);
  expect(checks).toBe(byTheClock + 1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('opening a provider page again gives two more minutes', async () => {
  await renderStep();
  openProvider();
  await wait(AUTO_CHECK_DURATION_MS - AUTO_CHECK_INTERVAL_MS);
  openProvider('Pay with Click');
  await wait(AUTO_CHECK_DURATION_MS - AUTO_CHECK_INTERVAL_MS);
  expect(screen.getByRole('status')).toHaveTextContent('Waiting for the payment…');
});

it('stops when the step goes away', async () => {
  const { unmount } = await renderStep();
  openProvider();
  await wait(AUTO_CHECK_INTERVAL_MS);
  expect(checks).toBe(1);
  unmount();
  await wait(AUTO_CHECK_INTERVAL_MS * 5);
  await focusTab();
  expect(checks).toBe(1);
});

it("Octo's page opened counts as a provider page", async () => {
  server.use(
    http.post(apiUrl('/payment/initialize'), () =>
      HttpResponse.json({ ...OK, payment_url: 'http://localhost/sandbox/octo/P1' }),
    ),
  );
  const popup = { opener: {}, closed: false, location: { href: '' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await renderStep();
  await user.click(screen.getByRole('button', { name: 'Bank card (Octo)' }));
  await wait(0);
  expect(popup.location.href).toBe('http://localhost/sandbox/octo/P1');
  await wait(AUTO_CHECK_INTERVAL_MS);
  expect(checks).toBe(1);
  open.mockRestore();
});
