import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { makeStore } from '@polis/api-client';
import { apiUrl, configureTestApiClient, setupApiServer } from '@polis/api-client/testing';
import { TestIntlProvider } from '@polis/i18n/testing';
import { RENEWABLE } from '../test-utils/osago-fixtures';
import { OsagoRenewalPage } from './osago-page';
import type { RenewalRef } from './model/prefill';

const PREFILL = {
  contract_id: 12,
  order_id: 'P261122-ABCDEFGHJK',
  agent_id: '77',
  ...RENEWABLE,
  car: {
    gos_number: '01A123BC',
    tech_sery: 'AAF',
    tech_number: '*****67',
    car_model: 'Chevrolet Cobalt',
    car_owner: 'K. Alisher',
    vehicle_type_id: 1,
    issue_year: 2020,
    body_number: '***23',
    engine_number: '***45',
  },
  applicant: { type: 'person', phone: '+998 90 *** ** 67', person: null, organization: null },
  policy: {
    periodId: 1,
    limit: 1,
    discountId: 1,
    accident: false,
    gazBalloon: true,
    gosNumberInsurance: false,
    miniKaskoProgramId: null,
  },
  drivers: [],
};

const queries: string[] = [];
const server = setupApiServer(
  http.get(apiUrl('/osago-neo/extension/get'), ({ request }) => {
    queries.push(new URL(request.url).search);
    return HttpResponse.json({ error: 0, result: true, message: 'success', response: PREFILL });
  }),
);
beforeEach(() => {
  configureTestApiClient();
  queries.length = 0;
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderPage = (renewal: RenewalRef | null) =>
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/en/osago-uzaytirish']}>
        <TestIntlProvider lang="en">
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <OsagoRenewalPage renewal={renewal} />
                  <Where />
                </>
              }
            />
          </Routes>
        </TestIntlProvider>
      </MemoryRouter>
    </Provider>,
  );

it('starts the wizard from the old contract, asking again for what the server masked', async () => {
  renderPage({ contractId: 12, agentId: '77' });
  expect(await screen.findByRole('heading', { name: 'Renew your OSAGO policy' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Vehicle number', { exact: false })).toHaveValue('01A123BC');
  expect(screen.getByLabelText('Tech passport series', { exact: false })).toHaveValue('AAF');
  expect(screen.getByLabelText('Tech passport number', { exact: false })).toHaveValue('');
  expect(queries).toEqual(['?contract_id=12']);
});

it('says the contract was not found and opens the error modal when the auto-fill fails', async () => {
  server.use(
    http.get(apiUrl('/osago-neo/extension/get'), () =>
      HttpResponse.json({
        error: 1,
        result: false,
        message: 'x',
        error_message: 'x',
        code: 'extending-contract-not-found',
      }),
    ),
  );
  renderPage({ contractId: 99, orderId: 'P261122-ZZZZZZZZZZ' });
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('We could not find a paid OSAGO policy');
});

it('without a contract in the path asks for its number and opens the renewal of it', async () => {
  renderPage(null);
  const field = await screen.findByLabelText('Contract number of your policy', { exact: false });
  await userEvent.type(field, 'abc');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Enter the contract number: digits only.')).toBeInTheDocument();
  await userEvent.clear(field);
  await userEvent.type(field, '12');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/en/osago-uzaytirish/12');
});
