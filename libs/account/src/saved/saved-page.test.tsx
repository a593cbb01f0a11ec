import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { SavedPerson, SavedVehicle } from '@polis/api-contract';
import { apiUrl, setupApiServer } from '@polis/api-client/testing';
import { TOKEN_KEY } from '../session/token-store';
import { KARIMOV, OK, platformError, TOKEN } from '../test-utils/fixtures';
import { configureCabinetClient, loadCatalogues, locationOf, renderCabinet } from '../test-utils/render';

const ME: SavedPerson = {
  id: 1,
  label: 'Men',
  relation: 'me',
  passport_series: 'AA',
  passport_number: '1234567',
  birthday: '15.03.1990',
  name: 'Karimov Alisher Bahodirovich',
  pinfl: null,
  phone: '998901234567',
};
const MUM: SavedPerson = {
  id: 2,
  label: 'Мама',
  relation: 'other',
  passport_series: 'AB',
  passport_number: '7654321',
  birthday: '02.11.1962',
  name: 'Karimova Dilnoza',
  pinfl: null,
  phone: null,
};
const COBALT: SavedVehicle = {
  id: 5,
  label: 'Рабочая',
  plate: '01A123BC',
  tech_passport_series: 'AAF',
  tech_passport_number: '1234567',
  model: 'Chevrolet Cobalt',
  year: 2021,
};

/** The session's saved people and cars as the server keeps them, and what the page sent. */
let people: SavedPerson[] = [];
let vehicles: SavedVehicle[] = [];
let nextId = 10;
const sent: { method: string; path: string; body?: unknown }[] = [];

const path = (request: Request) => new URL(request.url).pathname.replace(/^\/api/, '');
const notFound = () => HttpResponse.json(platformError('saved_not_found'), { status: 404 });
async function record(request: Request) {
  const body = request.method === 'DELETE' ? undefined : await request.json();
  sent.push({ method: request.method, path: path(request), ...(body === undefined ? {} : { body }) });
  return body as Record<string, unknown>;
}

const server = setupApiServer(
  http.get(apiUrl('/shaxsiy_kabinet/get/info'), () => HttpResponse.json({ ...OK, data: KARIMOV })),
  http.get(apiUrl('/shaxsiy_kabinet/saved'), () => HttpResponse.json({ people, vehicles })),
  http.post(apiUrl('/shaxsiy_kabinet/saved/people'), async ({ request }) => {
    const { consent: _consent, ...body } = await record(request);
    const person = { ...body, id: nextId++, label: body.label ?? 'Alisher' } as SavedPerson;
    people = [...people, person];
    return HttpResponse.json(person, { status: 201 });
  }),
  http.put(apiUrl('/shaxsiy_kabinet/saved/people/:id'), async ({ request, params }) => {
    const { consent: _consent, ...change } = await record(request);
    const current = people.find((p) => p.id === Number(params.id));
    if (!current) return notFound();
    const person = { ...current, ...change } as SavedPerson;
    people = people.map((p) => (p.id === person.id ? person : p));
    return HttpResponse.json(person);
  }),
  http.delete(apiUrl('/shaxsiy_kabinet/saved/people/:id'), async ({ request, params }) => {
    await record(request);
    if (!people.some((p) => p.id === Number(params.id))) return notFound();
    people = people.filter((p) => p.id !== Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(apiUrl('/shaxsiy_kabinet/saved/vehicles'), async ({ request }) => {
    const body = await record(request);
    const vehicle = { ...body, id: nextId++, label: body.label ?? body.model ?? body.plate } as SavedVehicle;
    vehicles = [...vehicles, vehicle];
    return HttpResponse.json(vehicle, { status: 201 });
  }),
  http.put(apiUrl('/shaxsiy_kabinet/saved/vehicles/:id'), async ({ request, params }) => {
    const change = await record(request);
    const current = vehicles.find((v) => v.id === Number(params.id));
    if (!current) return notFound();
    const vehicle = { ...current, ...change } as SavedVehicle;
    vehicles = vehicles.map((v) => (v.id === vehicle.id ? vehicle : v));
    return HttpResponse.json(vehicle);
  }),
);

beforeAll(() => loadCatalogues('en', 'ru', 'uz'));
beforeEach(() => {
  configureCabinetClient();
  localStorage.setItem(TOKEN_KEY, TOKEN);
  people = [ME, MUM];
  vehicles = [COBALT];
  nextId = 10;
  sent.length = 0;
});

/** The list item of a saved person or car, once the list shows it. */
const item = async (name: string) => {
  const heading = await screen.findByRole('heading', { name });
  return heading.closest('li') as HTMLElement;
};

it('lists the saved people and cars: label, name, masked passport, birthday; plate, model, year (Russian)', async () => {
  server.use(
    http.get(apiUrl('/shaxsiy_kabinet/saved'), async () => {
      await delay(50);
      return HttpResponse.json({ people, vehicles });
    }),
  );
  renderCabinet('/ru/dashboard/saved');
  expect(await screen.findByText('Загружаем сохранённых людей и машины…')).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Сохранённые люди и машины' }),
  ).toBeInTheDocument();

  const peopleList = within(await screen.findByRole('region', { name: 'Люди' }));
  const mum = within(peopleList.getAllByRole('listitem')[1]);
  expect(mum.getByRole('heading', { name: 'Мама' })).toBeInTheDocument();
  expect(mum.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['ФИО', 'Паспорт', 'Дата рождения']);
  expect(mum.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
    'Karimova Dilnoza',
    'AB ***4321',
    '02.11.1962',
  ]);
  // The full passport number is never shown.
  expect(screen.queryByText(/7654321/)).not.toBeInTheDocument();
  expect(within(peopleList.getAllByRole('listitem')[0]).getByText('Я')).toBeInTheDocument();

  const cars = within(screen.getByRole('region', { name: 'Машины' }));
  const car = within(cars.getByRole('listitem'));
  expect(car.getByRole('heading', { name: 'Рабочая' })).toBeInTheDocument();
  expect(car.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
    '01A123BC',
    'Chevrolet Cobalt',
    '2021',
  ]);
  for (const action of ['Переименовать', 'Изменить', 'Удалить'])
    expect(car.getByRole('button', { name: `${action}: Рабочая` })).toHaveTextContent(action);
});

it('says what to do when nothing is saved, then adds "me" without asking consent (English)', async () => {
  const u = userEvent.setup();
  people = [];
  vehicles = [];
  renderCabinet('/en/dashboard/saved');
  expect(await screen.findByText('No saved people yet')).toBeInTheDocument();
  expect(screen.getByText('No saved cars yet')).toBeInTheDocument();

  await u.click(screen.getByRole('button', { name: 'Add a person' }));
  const form = within(screen.getByRole('form', { name: 'New person' }));
  expect(form.getByRole('radio', { name: 'Me' })).toBeChecked();
  expect(form.queryByRole('checkbox')).not.toBeInTheDocument();
  await u.click(form.getByRole('button', { name: 'Save' }));
  expect(form.getAllByText('Fill in this field')).toHaveLength(3);
  expect(sent).toEqual([]);

  await u.type(form.getByRole('textbox', { name: 'Passport series' }), 'aa');
  await u.type(form.getByRole('textbox', { name: 'Passport number' }), '1234567');
  await u.type(form.getByRole('textbox', { name: 'Date of birth' }), '15031990');
  await u.type(form.getByRole('textbox', { name: 'Phone number' }), '901234567');
  await u.click(form.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Alisher is saved.');
  expect(sent).toEqual([
    {
      method: 'POST',
      path: '/shaxsiy_kabinet/saved/people',
      body: {
        relation: 'me',
        passport_series: 'AA',
        passport_number: '1234567',
        birthday: '15.03.1990',
        name: null,
        pinfl: null,
        phone: '998901234567',
      },
    },
  ]);
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(within(await item('Alisher')).getByText('AA ***4567')).toBeInTheDocument();
});

it('asks someone else’s consent before saving them, and sends it (Uzbek)', async () => {
  const u = userEvent.setup();
  people = [ME];
  renderCabinet('/uz/dashboard/saved');
  await u.click(await screen.findByRole('button', { name: 'Odam qoʻshish' }));
  const form = within(screen.getByRole('form', { name: 'Yangi odam' }));
  // "Me" is saved already: a new person starts as someone else.
  expect(form.getByRole('radio', { name: 'Boshqa odam' })).toBeChecked();
  await u.type(form.getByRole('textbox', { name: 'Qanday nomlaymiz' }), 'Onam');
  await u.type(form.getByRole('textbox', { name: 'Pasport seriyasi' }), 'AB');
  await u.type(form.getByRole('textbox', { name: 'Pasport raqami' }), '7654321');
  await u.type(form.getByRole('textbox', { name: 'Tugʻilgan sana' }), '02111962');
  await u.click(form.getByRole('button', { name: 'Saqlash' }));

  const consent = form.getByRole('checkbox', {
    name: 'Bu odamning maʼlumotlarini saqlashga haqqim borligini tasdiqlayman',
  });
  expect(consent).toHaveAccessibleDescription(
    expect.stringContaining('Bu odamning maʼlumotlarini saqlashga haqqingiz borligini tasdiqlang'),
  );
  expect(sent).toEqual([]);

  await u.click(consent);
  await u.click(form.getByRole('button', { name: 'Saqlash' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Onam saqlandi.');
  expect(sent[0].body).toEqual({
    relation: 'other',
    label: 'Onam',
    passport_series: 'AB',
    passport_number: '7654321',
    birthday: '02.11.1962',
    name: null,
    pinfl: null,
    phone: null,
    consent: true,
  });
  expect(await item('Onam')).toHaveTextContent('AB ***4321');
});

it('shows the server’s consent refusal beside the box (English)', async () => {
  const u = userEvent.setup();
  server.use(
    http.post(apiUrl('/shaxsiy_kabinet/saved/people'), () =>
      HttpResponse.json(platformError('consent_required'), { status: 422 }),
    ),
  );
  renderCabinet('/en/dashboard/saved');
  await u.click(await screen.findByRole('button', { name: 'Add a person' }));
  const form = within(screen.getByRole('form', { name: 'New person' }));
  await u.type(form.getByRole('textbox', { name: 'Passport series' }), 'AC');
  await u.type(form.getByRole('textbox', { name: 'Passport number' }), '1112223');
  await u.type(form.getByRole('textbox', { name: 'Date of birth' }), '01012000');
  await u.click(form.getByRole('checkbox', { name: "I confirm that I may keep this person's data" }));
  await u.click(form.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(form.getByRole('checkbox')).toHaveAccessibleDescription(
      expect.stringContaining("Confirm that you may keep this person's data"),
    ),
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('renames a person (Russian)', async () => {
  const u = userEvent.setup();
  renderCabinet('/ru/dashboard/saved');
  await u.click(await screen.findByRole('button', { name: 'Переименовать: Мама' }));
  const form = within(screen.getByRole('form', { name: 'Переименовать: Мама' }));
  const name = form.getByRole('textbox', { name: 'Новое название' });
  expect(name).toHaveValue('Мама');
  await u.clear(name);
  await u.click(form.getByRole('button', { name: 'Сохранить' }));
  expect(form.getByText('Заполните это поле')).toBeInTheDocument();
  await u.type(name, 'Мамочка');
  await u.click(form.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Новое название: Мамочка.');
  expect(sent).toEqual([
    { method: 'PUT', path: '/shaxsiy_kabinet/saved/people/2', body: { label: 'Мамочка' } },
  ]);
  expect(await screen.findByRole('heading', { name: 'Мамочка' })).toBeInTheDocument();
});

it('edits a car: the form holds what is saved, the change is sent whole (English)', async () => {
  const u = userEvent.setup();
  vehicles = [{ ...COBALT, label: 'Work car' }];
  renderCabinet('/en/dashboard/saved');
  await u.click(await screen.findByRole('button', { name: 'Edit Work car' }));
  const form = within(screen.getByRole('form', { name: 'Edit Work car' }));
  expect(form.getByRole('textbox', { name: 'Vehicle number' })).toHaveValue('01A123BC');
  expect(form.getByRole('textbox', { name: 'Tech passport series' })).toHaveValue('AAF');
  const year = form.getByRole('textbox', { name: 'Year of manufacture' });
  expect(year).toHaveValue('2021');
  await u.clear(year);
  await u.type(year, '1900');
  await u.click(form.getByRole('button', { name: 'Save' }));
  expect(form.getByText(/Enter a year from 1950 to \d{4}/)).toBeInTheDocument();
  await u.clear(year);
  await u.type(year, '2019');
  const plate = form.getByRole('textbox', { name: 'Vehicle number' });
  await u.clear(plate);
  await u.type(plate, '01 b 777 cc');
  await u.click(form.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Changes to Work car are saved.');
  expect(sent).toEqual([
    {
      method: 'PUT',
      path: '/shaxsiy_kabinet/saved/vehicles/5',
      body: {
        plate: '01B777CC',
        tech_passport_series: 'AAF',
        tech_passport_number: '1234567',
        model: 'Chevrolet Cobalt',
        year: 2019,
      },
    },
  ]);
  expect(await screen.findByText('2019')).toBeInTheDocument();
});

it('deletes only after the confirmation (Russian)', async () => {
  const u = userEvent.setup();
  renderCabinet('/ru/dashboard/saved');
  await u.click(await screen.findByRole('button', { name: 'Удалить: Мама' }));
  let dialog = screen.getByRole('alertdialog', { name: 'Удалить «Мама»?' });
  expect(within(dialog).getByRole('button', { name: 'Оставить' })).toHaveFocus();
  await u.click(within(dialog).getByRole('button', { name: 'Оставить' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(sent).toEqual([]);

  await u.click(screen.getByRole('button', { name: 'Удалить: Мама' }));
  dialog = screen.getByRole('alertdialog', { name: 'Удалить «Мама»?' });
  await u.click(within(dialog).getByRole('button', { name: 'Удалить' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Удалено: Мама.');
  expect(sent).toEqual([{ method: 'DELETE', path: '/shaxsiy_kabinet/saved/people/2' }]);
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Мама' })).not.toBeInTheDocument());
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('says when the person was removed elsewhere (404) and shows the list as it is (Uzbek)', async () => {
  const u = userEvent.setup();
  renderCabinet('/uz/dashboard/saved');
  await u.click(await screen.findByRole('button', { name: 'Nomini oʻzgartirish: Мама' }));
  people = [ME]; // another tab removed her
  const form = within(screen.getByRole('form', { name: 'Мама nomini oʻzgartirish' }));
  await u.type(form.getByRole('textbox', { name: 'Yangi nom' }), '!');
  await u.click(form.getByRole('button', { name: 'Saqlash' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Bu yozuv endi kabinetingizda yoʻq: u boshqa oynada oʻchirilgan boʻlishi mumkin. Roʻyxat yangilandi.',
  );
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Мама' })).not.toBeInTheDocument());
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

it('shows a passport saved for another person beside the field, and the limit under the form (English)', async () => {
  const u = userEvent.setup();
  server.use(
    http.put(apiUrl('/shaxsiy_kabinet/saved/people/:id'), () =>
      HttpResponse.json(platformError('already_saved'), { status: 409 }),
    ),
    http.post(apiUrl('/shaxsiy_kabinet/saved/vehicles'), () =>
      HttpResponse.json(platformError('too_many_saved'), { status: 409 }),
    ),
  );
  people = [{ ...MUM, label: 'Mum' }];
  renderCabinet('/en/dashboard/saved');
  await u.click(await screen.findByRole('button', { name: 'Edit Mum' }));
  let form = within(screen.getByRole('form', { name: 'Edit Mum' }));
  // Already someone else: the consent was given when she was saved.
  expect(form.queryByRole('checkbox')).not.toBeInTheDocument();
  const number = form.getByRole('textbox', { name: 'Passport number' });
  await u.clear(number);
  await u.type(number, '1234567');
  await u.click(form.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(number).toHaveAccessibleDescription('Another saved person has this passport.'));
  await u.click(form.getByRole('button', { name: 'Cancel' }));

  await u.click(screen.getByRole('button', { name: 'Add a car' }));
  form = within(screen.getByRole('form', { name: 'New car' }));
  await u.type(form.getByRole('textbox', { name: 'Vehicle number' }), '10a555aa');
  await u.type(form.getByRole('textbox', { name: 'Tech passport series' }), 'aaf');
  await u.type(form.getByRole('textbox', { name: 'Tech passport number' }), '7777777');
  await u.click(form.getByRole('button', { name: 'Save' }));
  expect(await form.findByRole('alert')).toHaveTextContent(
    'You can keep at most 20 cars. Delete one to add another.',
  );
});

it('offers another try when the list cannot be loaded', async () => {
  const u = userEvent.setup();
  let failing = true;
  server.use(
    http.get(apiUrl('/shaxsiy_kabinet/saved'), () =>
      failing ? HttpResponse.error() : HttpResponse.json({ people, vehicles }),
    ),
  );
  renderCabinet('/en/dashboard/saved');
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this.');
  failing = false;
  await u.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Мама' })).toBeInTheDocument();
});

it('an ended session goes to the login page, the token removed', async () => {
  server.use(
    http.get(apiUrl('/shaxsiy_kabinet/saved'), () =>
      HttpResponse.json(platformError('token_invalid'), { status: 401 }),
    ),
  );
  const { router } = renderCabinet('/ru/dashboard/saved');
  await waitFor(() => expect(locationOf(router)).toBe('/ru/login'));
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
});
