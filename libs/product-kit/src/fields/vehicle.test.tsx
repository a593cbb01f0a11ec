import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
import { StepForm, wizardMessages } from '@polis/wizard-core';
import { kitMessages } from '../kit-messages';
import { useVehicleLookup, vehicleDocsSchema, type CarLookup, type VehicleDocsValues } from './vehicle';
import { VehicleFields } from './vehicle-fields';

const OK = { error: 0, result: true, message: 'success' } as const;
const COBALT = {
  gos_number: '01A123BC',
  tech_sery: 'AAF',
  tech_number: '1234567',
  car_model: 'Chevrolet Cobalt',
  issue_year: 2021,
  body_number: 'XWB3L32EDLA123456',
  engine_number: 'F16D4-123456',
  restricted: false,
};
const sent: unknown[] = [];
const server = setupApiServer(
  http.post(apiUrl('/check-ip'), async ({ request }) => {
    const body = (await request.json()) as { carNumber: string };
    sent.push(body);
    if (body.carNumber === '01A123BC') return HttpResponse.json({ ...OK, response: COBALT });
    if (body.carNumber === '01B555BB')
      return HttpResponse.json({ ...OK, response: { ...COBALT, gos_number: '01B555BB', restricted: true } });
    return HttpResponse.json({ error: 1, result: false, message: 'Not found', error_message: 'Not found' });
  }),
);

const load = combineMessageSources(i18nMessages, uiMessages, apiClientMessages, wizardMessages, kitMessages);
let messages: Messages;
beforeAll(async () => {
  messages = await load('ru');
});
beforeEach(() => {
  configureTestApiClient();
  sent.length = 0;
});

/** A step finding the car: the field group, the kit's look-up, the model and year it fills in. */
function CarForm() {
  const [lookUp] = useVehicleLookup();
  const [found, setFound] = useState<CarLookup | null>(null);
  return (
    <StepForm<VehicleDocsValues>
      initialValues={{ gosNumber: '', techSery: '', techNumber: '' }}
      schema={vehicleDocsSchema}
      onSubmit={async (values) => setFound(await lookUp(values))}
      label="Автомобиль"
    >
      {() => (
        <>
          <VehicleFields />
          <button type="submit">Найти</button>
          {found && 'car' in found ? (
            <p>
              Модель: {found.car.carModel}, {found.car.issueYear}
            </p>
          ) : null}
          {found && 'errorId' in found ? <p role="status">{found.errorId}</p> : null}
        </>
      )}
    </StepForm>
  );
}

async function fill(plate: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Госномер/ }), plate);
  await user.type(screen.getByRole('textbox', { name: /Серия техпаспорта/ }), 'aaf');
  await user.type(screen.getByRole('textbox', { name: /Номер техпаспорта/ }), '1234567');
  await user.click(screen.getByRole('button', { name: 'Найти' }));
}

it('finds the car by plate and tech passport and fills in its model and year', async () => {
  renderWithProviders(<CarForm />, { lang: 'ru', messages });
  await fill('01 a 123 bc');
  expect(await screen.findByText('Модель: Chevrolet Cobalt, 2021')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Госномер/ })).toHaveValue('01A123BC');
  expect(sent).toEqual([{ carNumber: '01A123BC', techSery: 'AAF', techNumber: '1234567' }]);
});

it('says which car the registry does not know or does not insure online', async () => {
  renderWithProviders(<CarForm />, { lang: 'ru', messages });
  await fill('01X999XX');
  expect(await screen.findByRole('status')).toHaveTextContent('kit.vehicle.notFound');
  const plate = screen.getByRole('textbox', { name: /Госномер/ });
  await userEvent.setup().clear(plate);
  await fill('01B555BB');
  expect(await screen.findByRole('status')).toHaveTextContent('kit.vehicle.restricted');
});

it('checks the plate and the tech passport in the page language before looking up', async () => {
  const user = userEvent.setup();
  renderWithProviders(<CarForm />, { lang: 'ru', messages });
  await user.type(screen.getByRole('textbox', { name: /Госномер/ }), '01');
  await user.click(screen.getByRole('button', { name: 'Найти' }));
  expect(await screen.findAllByRole('alert')).toHaveLength(3);
  expect(screen.getByRole('textbox', { name: /Госномер/ })).toHaveAccessibleDescription(/01A123BC/);
  expect(sent).toEqual([]);
});

it('tells too many look-ups (429) apart from a car the registry does not know', async () => {
  server.use(
    http.post(apiUrl('/check-ip'), () =>
      HttpResponse.json(
        {
          error: { code: 'rate_limited', message: 'Too many', details: { limit: 'lookup', retry_after: 30 } },
        },
        { status: 429, headers: { 'Retry-After': '30' } },
      ),
    ),
  );
  renderWithProviders(<CarForm />, { lang: 'ru', messages });
  await fill('01A123BC');
  expect(await screen.findByRole('status')).toHaveTextContent('api.error.lookupLimited');
});
