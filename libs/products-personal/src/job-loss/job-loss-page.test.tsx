import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';
import { expectPaymentStep, OK, readForm, saved, setupProductTests } from '@polis/product-kit/testing';
import { personalMessages } from '../personal-messages';
import { JOB_LOSS } from './job-loss-product';

const ORGANIZATION = {
  inn: '301234567',
  name: 'Toshkent Non Kombinati aksiyadorlik jamiyati',
  short_name: 'Toshkent Non Kombinati AJ',
  direktor: 'Karimov Alisher Bahodirovich',
  manzil: 'Toshkent sh., Chilonzor t., 5',
  bank: 'Ipoteka-bank',
  mfo: '01018',
  schet: '20208000900123456001',
  oked: '10710',
  region_id: 1,
  region: null,
};
const SAVED = { ...saved(450_000), contract_id: 51, coverage: 15_000_000, total_payable: 450_000 };

interface Seen {
  readonly fields: Record<string, string>;
  readonly files: Record<string, string>;
}
const saves: Seen[] = [];
const { server, renderWizard } = setupProductTests(
  { messages: personalMessages, lang: 'ru', contractId: 51 },
  http.post(apiUrl('/osgor_neo/inn'), async ({ request }) => {
    const { inn } = (await request.json()) as { inn: string };
    if (inn === '301234567') return HttpResponse.json({ ...OK, organization: ORGANIZATION });
    if (inn === '200123456')
      return HttpResponse.json({ ...OK, organization: { ...ORGANIZATION, inn, short_name: null } });
    return HttpResponse.json({
      error: 1,
      result: false,
      message: 'company_not_found',
      code: 'company_not_found',
    });
  }),
  http.post(apiUrl('/sayt/job-lose/save'), async ({ request }) => {
    saves.push(await readForm(request));
    return HttpResponse.json(SAVED);
  }),
);

beforeEach(() => {
  saves.length = 0;
});

const renderJobLoss = () => renderWizard(JOB_LOSS, '/ru/job-loss');

async function fillJob(user: ReturnType<typeof userEvent.setup>, inn = '301234567') {
  await user.type(await screen.findByRole('textbox', { name: /^Ежемесячная зарплата/ }), '5000000');
  await user.type(screen.getByRole('textbox', { name: /^Должность/ }), 'Бухгалтер');
  await user.type(screen.getByRole('textbox', { name: /^ИНН работодателя/ }), inn);
  await user.click(screen.getByRole('button', { name: 'Далее' }));
}

it('quotes three salaries of cover for 3 % as the salary is typed', async () => {
  const user = userEvent.setup();
  renderJobLoss();
  await user.type(await screen.findByRole('textbox', { name: /^Ежемесячная зарплата/ }), '5000000');
  expect(screen.getByText(/Покрытие: 15\s000\s000/)).toBeInTheDocument();
  expect(screen.getByText(/К оплате: 450\s000/)).toBeInTheDocument();
});

it('says wrong_inn beside the INN for a company without a short name, and stays', async () => {
  const user = userEvent.setup();
  const { router } = renderJobLoss();
  await fillJob(user, '200123456');
  expect(
    await screen.findByText('По этому ИНН организацию нельзя застраховать онлайн: проверьте ИНН'),
  ).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=job');
});

it('finds the employer, takes the personal data and both documents, saves multipart and opens the payment', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const { router } = renderJobLoss();
  await fillJob(user);
  await user.type(await screen.findByLabelText(/Серия паспорта/), 'aa');
  await user.type(screen.getByLabelText(/Номер паспорта/), '1234567');
  await user.type(screen.getByLabelText(/Дата рождения/), '15031990');
  await user.type(screen.getByLabelText(/Номер телефона/), '901234567');
  const region = screen.getByRole('combobox', { name: /Регион проживания/ });
  expect(screen.getAllByRole('option').filter((o) => o.getAttribute('value') !== '')).toHaveLength(15);
  await user.selectOptions(region, 'Ташкентская область');
  await user.click(screen.getByRole('button', { name: 'Далее' }));
  await user.upload(
    await screen.findByLabelText('Трудовая книжка'),
    new File(['%PDF-1.4'], 'trudovaya.pdf', { type: 'application/pdf' }),
  );
  await user.upload(
    screen.getByLabelText('Справка о зарплате'),
    new File([new Uint8Array([0xff, 0xd8, 0xff])], 'spravka.jpg', { type: 'image/jpeg' }),
  );
  await user.click(screen.getByRole('checkbox', { name: /согласен/ }));
  await user.click(screen.getByRole('button', { name: /Сохранить/ }));
  await expectPaymentStep(router);
  expect(saves).toEqual([
    {
      fields: {
        salary: '5000000',
        job_title: 'Бухгалтер',
        inn: '301234567',
        passport_seria: 'AA',
        passport_number: '1234567',
        birthday: '15.03.1990',
        phone: '998901234567',
        region_id: '10',
        start_date: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
        amount_uzs: '450000',
      },
      files: { work_book: 'trudovaya.pdf', salary_certificate: 'spravka.jpg' },
    },
  ]);
  expect(screen.getByText('Toshkent Non Kombinati AJ')).toBeInTheDocument();
  expect(Object.values(sessionStorage).join()).not.toMatch(/"1234567"|15\.03\.1990|trudovaya|Karimov/);
});

it('names a wrong document type at once', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderJobLoss();
  await fillJob(user);
  await user.type(await screen.findByLabelText(/Серия паспорта/), 'aa');
  await user.type(screen.getByLabelText(/Номер паспорта/), '1234567');
  await user.type(screen.getByLabelText(/Дата рождения/), '15031990');
  await user.type(screen.getByLabelText(/Номер телефона/), '901234567');
  await user.selectOptions(screen.getByRole('combobox', { name: /Регион проживания/ }), 'город Ташкент');
  await user.click(screen.getByRole('button', { name: 'Далее' }));
  await user.upload(
    await screen.findByLabelText('Трудовая книжка'),
    new File(['PK zip'], 'book.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    }),
  );
  expect(
    await screen.findByText('book.docx: этот тип файла не принимается; загрузите JPG, PNG, WebP или PDF'),
  ).toBeInTheDocument();
  expect(saves).toHaveLength(0);
  void server;
});
