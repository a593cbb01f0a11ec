import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, configureTestApiClient, setupApiServer } from '@polis/api-client/testing';
import { PaymentStep, type PaymentStepProps } from './payment-step';
import type { IssuedPolicy } from './payment-types';
import { loadCatalogues, renderPayment } from './test-utils/render';
import { NOT_PAID, OK, PAID, platformError, refusal } from './test-utils/api-fixtures';

const contract = {
  contractId: 41,
  orderId: 'P261122-ABCDEFGHJK',
  amountUzs: 384_000,
  paymeUrl: 'http://localhost/sandbox/payme/save',
  clickUrl: 'http://localhost/sandbox/click/services/pay?save=1',
};

const providers = (amount = 384_000) => ({
  ...OK,
  data: [
    { id: 'payme', name: 'Payme', type: 'link', url: `http://localhost/sandbox/payme/list-${amount}` },
    { id: 'click', name: 'Click', type: 'link', url: `http://localhost/sandbox/click/list-${amount}` },
    { id: 'octo', name: 'Bank card (Octo)', type: 'link', url: 'http://localhost/sandbox/octo/x' },
    { id: 'card', name: 'Saved card', type: 'card' },
    { id: 'invoice', name: 'Invoice to a phone (Payme)', type: 'invoice' },
    { id: 'uzum-nasiya', name: 'Instalments (Uzum Nasiya)', type: 'installment' },
  ],
});

// The provider list by default; tests that need another answer override it.
const server = setupApiServer(
  http.post(apiUrl('/contract/get-payment'), () => HttpResponse.json(providers())),
);
beforeAll(() => loadCatalogues('en', 'ru', 'uz'));
beforeEach(() => configureTestApiClient());

function renderStep(props: Partial<PaymentStepProps> = {}, lang: 'en' | 'ru' | 'uz' = 'en') {
  const onPaid = jest.fn<void, [IssuedPolicy]>();
  renderPayment(<PaymentStep contract={contract} onPaid={onPaid} {...props} />, lang);
  return onPaid;
}

describe('providers', () => {
  it('lists the providers of get-payment, asked in the page language, and offers each', async () => {
    const asked: { body: unknown; lang: string | null }[] = [];
    server.use(
      http.post(apiUrl('/contract/get-payment'), async ({ request }) => {
        asked.push({ body: await request.json(), lang: request.headers.get('lang') });
        return HttpResponse.json(providers());
      }),
    );
    renderStep({ returnUrl: '/ru/payment-complete' }, 'ru');
    expect(await screen.findByRole('link', { name: 'Оплатить через Payme' })).toHaveAttribute(
      'href',
      'http://localhost/sandbox/payme/list-384000',
    );
    expect(screen.getByRole('link', { name: 'Оплатить через Click' })).toHaveAttribute(
      'href',
      'http://localhost/sandbox/click/list-384000',
    );
    expect(screen.getByRole('link', { name: 'Оплатить через Payme' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Bank card (Octo)' })).toBeInTheDocument();
    for (const name of ['Saved card', 'Invoice to a phone (Payme)', 'Instalments (Uzum Nasiya)'])
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    expect(asked).toEqual([
      {
        body: { contract_id: 41, order_id: contract.orderId, return_url: '/ru/payment-complete' },
        lang: 'ru',
      },
    ]);
  });

  it.each([
    [
      'ru',
      'Оплатить через Payme',
      [
        ['link', 'Оплатить через Payme', 'В приложении Payme или картой на странице Payme'],
        ['link', 'Оплатить через Click', 'В приложении Click или картой на странице Click'],
        ['button', 'Bank card (Octo)', 'Данные карты вводятся на защищённой странице Octo'],
        ['button', 'Saved card', 'Uzcard или Humo с кодом из SMS, сохраняется для автоплатежа'],
        ['button', 'Invoice to a phone (Payme)', 'Ссылка на оплату в Payme придёт на телефон по SMS'],
        [
          'button',
          'Instalments (Uzum Nasiya)',
          'Равные ежемесячные платежи через Uzum Nasiya, без переплаты',
        ],
      ],
    ],
    [
      'uz',
      'Payme orqali toʻlash',
      [
        ['link', 'Payme orqali toʻlash', 'Payme ilovasida yoki Payme sahifasida karta bilan'],
        ['link', 'Click orqali toʻlash', 'Click ilovasida yoki Click sahifasida karta bilan'],
        ['button', 'Bank card (Octo)', 'Karta maʼlumotlari Octoning himoyalangan sahifasida kiritiladi'],
        ['button', 'Saved card', 'SMS kod bilan Uzcard yoki Humo, avtotoʻlov uchun saqlanadi'],
        ['button', 'Invoice to a phone (Payme)', 'Payme toʻlov havolasi telefonga SMS orqali yuboriladi'],
        ['button', 'Instalments (Uzum Nasiya)', 'Uzum Nasiya orqali har oy teng qismlarda, ustama haqisiz'],
      ],
    ],
  ] as const)(
    'shows each provider as a tile with one line of description (%s); the names stay the accessible names',
    async (lang, first, tiles) => {
      renderStep({}, lang);
      await screen.findByRole('link', { name: first });
      await screen.findByRole('button', { name: 'Saved card' });
      for (const [role, name, description] of tiles) {
        const action = screen.getByRole(role, { name });
        expect(action).toHaveAccessibleDescription(description);
        const tile = action.closest('li') as HTMLElement;
        expect(within(tile).getByText(description)).toBeVisible();
        // The pictogram is decoration: nothing in the tile but the action and its line is announced.
        expect(tile.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      }
      expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(tiles.length);
    },
  );

  it('says pages open in a new tab only when a provider page is offered (not for a saved card alone)', async () => {
    renderStep();
    expect(
      await screen.findByText('Choose how to pay. Payment pages open in a new tab.'),
    ).toBeInTheDocument();
  });

  it('says only "choose how to pay" when a saved card is the one way (monthly KASKO)', async () => {
    server.use(
      http.post(apiUrl('/contract/get-payment'), () =>
        HttpResponse.json({ ...OK, data: [{ id: 'card', name: 'Saved card', type: 'card' }] }),
      ),
    );
    renderStep({}, 'uz');
    expect(await screen.findByText('Toʻlov usulini tanlang.')).toBeInTheDocument();
    expect(screen.queryByText(/yangi oynada/)).toBeNull();
  });

  it("offers the save's two links when the provider list cannot be had", async () => {
    server.use(
      http.post(apiUrl('/contract/get-payment'), () =>
        HttpResponse.json(platformError('internal'), { status: 500 }),
      ),
    );
    renderStep();
    expect(screen.getByRole('link', { name: 'Pay with Payme' })).toHaveAttribute('href', contract.paymeUrl);
    expect(screen.getByRole('link', { name: 'Pay with Click' })).toHaveAttribute('href', contract.clickUrl);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says why the contract cannot be paid, and offers no link, when the list refuses it (409)', async () => {
    server.use(
      http.post(apiUrl('/contract/get-payment'), () =>
        HttpResponse.json(
          {
            error: {
              code: 'vehicle_already_insured',
              message: 'insured',
              details: { insured_until: '2027-11-25', next_start_date: '2027-11-26', cover: 'own_damage' },
            },
          },
          { status: 409 },
        ),
      ),
    );
    renderStep({}, 'ru');
    expect(await screen.findByRole('alert')).toHaveTextContent('уже есть оплаченное КАСКО');
    expect(screen.queryByRole('link', { name: /Payme|Click/ })).not.toBeInTheDocument();
  });

  it('opens one panel at a time, and closes it again', async () => {
    server.use(http.post(apiUrl('/contract/get-payment'), () => HttpResponse.json(providers())));
    renderStep();
    const card = await screen.findByRole('button', { name: 'Saved card' });
    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('region', { name: 'Saved card' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Card number/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invoice to a phone (Payme)' }));
    expect(card).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByLabelText(/Phone number for the invoice/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invoice to a phone (Payme)' }));
    expect(screen.queryByRole('region', { name: 'Invoice to a phone (Payme)' })).not.toBeInTheDocument();
  });

  it("Octo: initialize, then the provider's page opens in the window opened by the click", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/contract/get-payment'), () => HttpResponse.json(providers())),
      http.post(apiUrl('/payment/initialize'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...OK, payment_url: 'http://localhost/sandbox/octo/P1?lang=en' });
      }),
    );
    const popup = { opener: {}, closed: false, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderStep({ returnUrl: '/en/payment-complete' });
    await userEvent.click(await screen.findByRole('button', { name: 'Bank card (Octo)' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await screen.findByRole('button', { name: 'Bank card (Octo)' });
    expect(popup.location.href).toBe('http://localhost/sandbox/octo/P1?lang=en');
    expect(popup.opener).toBeNull();
    expect(bodies).toEqual([
      { contract_id: 41, order_id: contract.orderId, return_url: '/en/payment-complete' },
    ]);
    open.mockRestore();
  });

  it('Octo unavailable: the empty window closes and the step says so', async () => {
    server.use(
      http.post(apiUrl('/contract/get-payment'), () => HttpResponse.json(providers())),
      http.post(apiUrl('/payment/initialize'), () =>
        HttpResponse.json(platformError('provider_unavailable'), { status: 503 }),
      ),
    );
    const popup = { opener: {}, closed: false, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Bank card (Octo)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This payment method is not available right now',
    );
    expect(popup.close).toHaveBeenCalled();
    open.mockRestore();
  });
});

describe('amount and check', () => {
  it('says so when the server amount differs from the quote', async () => {
    renderStep({ quotedAmountUzs: 374_000 });
    expect(screen.getByRole('status')).toHaveTextContent('The insurer recalculated the price');
  });

  it('keeps the user on the step with payment_not_made until the payment arrives, then hands over the policy', async () => {
    let paid = false;
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/sayt/contract/check'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(paid ? PAID : NOT_PAID);
      }),
    );
    const onPaid = renderStep({}, 'ru');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить оплату' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Оплата ещё не поступила');
    expect(onPaid).not.toHaveBeenCalled();
    expect(bodies[0]).toEqual({ order_id: contract.orderId, contract_id: contract.contractId });

    paid = true;
    await userEvent.click(screen.getByRole('button', { name: 'Проверить оплату' }));
    await screen.findByRole('button', { name: 'Проверить оплату' });
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(onPaid).toHaveBeenCalledWith({
      series: 'EIOO',
      number: '0000009',
      url: PAID.url,
      amountUzs: 384_000,
    });
  });

  it('shows "checking" while the check runs', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(apiUrl('/sayt/contract/check'), async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(NOT_PAID);
      }),
    );
    renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Check payment' }));
    expect(await screen.findByRole('button', { name: 'Checking the payment…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment has not arrived yet');
  });

  it("uses the product's own check call", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/osago-neo/confirm-check'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(PAID);
      }),
    );
    const onPaid = renderStep({ checkKind: 'osago' });
    await userEvent.click(screen.getByRole('button', { name: 'Check payment' }));
    await screen.findByRole('button', { name: 'Check payment' });
    expect(bodies).toEqual([{ order_id: contract.orderId }]);
    expect(onPaid).toHaveBeenCalled();
  });

  it('says not paid for a product whose check says it with its own code (documents: error 2)', async () => {
    server.use(
      http.post(apiUrl('/sayt/document_sugurtasi/check'), () =>
        HttpResponse.json({ error: 2, check: false, message: 'payment_not_made' }),
      ),
    );
    renderStep({ checkKind: { url: '/sayt/document_sugurtasi/check', notPaidCode: 2 } });
    await userEvent.click(screen.getByRole('button', { name: 'Check payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment has not arrived yet');
  });

  it('hands over every policy when the check lists several', async () => {
    server.use(
      http.post(apiUrl('/sayt/contract/check'), () =>
        HttpResponse.json({
          ...PAID,
          all_policies: [
            { product: 'OSAGO', policy_number: 'EIOO 0000009', policy_url: '/a.pdf' },
            { product: 'Mini KASKO', policy_number: 'MKS 0000010', policy_url: '/b.pdf' },
          ],
        }),
      ),
    );
    const onPaid = renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Check payment' }));
    await screen.findByRole('button', { name: 'Check payment' });
    expect(onPaid.mock.calls[0][0].all).toHaveLength(2);
  });

  it('shows a network message when the check cannot reach the server', async () => {
    server.use(http.post(apiUrl('/sayt/contract/check'), () => HttpResponse.error()));
    renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Check payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server');
  });
});

describe('promo code', () => {
  const applied = {
    ...OK,
    data: {
      promocode: 'POLIS10',
      type: 'percent',
      value: 10,
      discount_uzs: 38_400,
      amount_uzs: 345_600,
      base_amount_uzs: 384_000,
      description: 'Скидка 10%',
    },
  };
  const cancelled = {
    ...OK,
    data: {
      ...applied.data,
      promocode: null,
      type: null,
      value: null,
      discount_uzs: 0,
      amount_uzs: 384_000,
      description: '',
    },
  };

  it('applies a code with the lang header: new amount, old one struck through, links refreshed; cancel restores', async () => {
    let amount = 384_000;
    const calls: { url: string; body: unknown; lang: string | null }[] = [];
    const record = async (request: Request) =>
      calls.push({
        url: new URL(request.url).pathname,
        body: await request.json(),
        lang: request.headers.get('lang'),
      });
    server.use(
      http.post(apiUrl('/contract/get-payment'), () => HttpResponse.json(providers(amount))),
      http.post(apiUrl('/promocode/check_promocode'), async ({ request }) => {
        await record(request);
        amount = 345_600;
        return HttpResponse.json(applied);
      }),
      http.post(apiUrl('/promocode/cancel_promocode'), async ({ request }) => {
        await record(request);
        amount = 384_000;
        return HttpResponse.json(cancelled);
      }),
    );
    renderStep({}, 'ru');
    await screen.findByRole('link', { name: 'Оплатить через Payme' });
    await userEvent.type(screen.getByLabelText('Промокод'), ' polis10 ');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Промокод POLIS10 применён: Скидка 10%. Ваша выгода 38 400 сум.',
    );
    const amountRow = screen.getByText('К оплате').parentElement as HTMLElement;
    expect(within(amountRow).getByText('384 000 сум').closest('s')).not.toBeNull();
    expect(within(amountRow).getByText('345 600 сум')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Оплатить через Payme' })).toHaveAttribute(
      'href',
      'http://localhost/sandbox/payme/list-345600',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Отменить промокод' }));
    expect(await screen.findByLabelText('Промокод')).toHaveValue('');
    expect(within(amountRow).queryByText('384 000 сум')?.closest('s')).toBeFalsy();
    expect(await screen.findByRole('link', { name: 'Оплатить через Payme' })).toHaveAttribute(
      'href',
      'http://localhost/sandbox/payme/list-384000',
    );
    expect(calls).toEqual([
      {
        url: '/api/promocode/check_promocode',
        body: { contract_id: 41, order_id: contract.orderId, promocode: 'polis10' },
        lang: 'ru',
      },
      {
        url: '/api/promocode/cancel_promocode',
        body: { contract_id: 41, order_id: contract.orderId },
        lang: 'ru',
      },
    ]);
  });

  it("shows the server's message for a refused code", async () => {
    server.use(
      http.post(apiUrl('/promocode/check_promocode'), () =>
        HttpResponse.json({ ...refusal('promocode_expired'), message: 'Срок действия промокода истёк' }),
      ),
    );
    renderStep({}, 'ru');
    await userEvent.type(screen.getByLabelText('Промокод'), 'NEWYEAR25');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Срок действия промокода истёк');
    expect(screen.getByLabelText('Промокод')).toHaveAccessibleDescription('Срок действия промокода истёк');
  });

  it('says why a code cannot be applied while a payment is under way (409)', async () => {
    server.use(
      http.post(apiUrl('/promocode/check_promocode'), () =>
        HttpResponse.json(
          {
            error: {
              code: 'payment_in_progress',
              message: 'Оплата уже начата: промокод можно изменить после её завершения',
            },
          },
          { status: 409 },
        ),
      ),
    );
    renderStep({}, 'ru');
    await userEvent.type(screen.getByLabelText('Промокод'), 'POLIS10');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Оплата уже начата');
  });

  it('an empty field is not an error: Apply only puts the cursor in it, nothing is sent', async () => {
    const calls: unknown[] = [];
    server.use(
      http.post(apiUrl('/promocode/check_promocode'), () => {
        calls.push(1);
        return HttpResponse.json(refusal('promocode_not_found'));
      }),
    );
    renderStep({}, 'ru');
    const field = screen.getByLabelText('Промокод');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(field).toHaveFocus();
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    await userEvent.tab();
    await screen.findByRole('button', { name: 'Применить' });
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('a refusal goes away when the field is cleared; a generic error when the server gives no message', async () => {
    server.use(
      http.post(apiUrl('/promocode/check_promocode'), async ({ request }) => {
        const { promocode } = (await request.json()) as { promocode: string };
        return promocode === 'NEWYEAR25'
          ? HttpResponse.json({ ...refusal('promocode_expired'), message: 'The promo code has expired' })
          : HttpResponse.error();
      }),
    );
    renderStep();
    await userEvent.type(screen.getByLabelText('Promo code'), 'NEWYEAR25');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The promo code has expired');
    await userEvent.clear(screen.getByLabelText('Promo code'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Promo code'), 'POLIS10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not apply the promo code');
  });
});
