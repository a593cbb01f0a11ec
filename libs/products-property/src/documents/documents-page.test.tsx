import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';
import { agreeAndSave, expectPaymentStep, OK, saved, setupProductTests } from '@polis/product-kit/testing';
import { DOCUMENT_TYPES, GOV_OBJECT_TYPE_ID } from '@polis/tariffs';
import { propertyMessages } from '../property-messages';
import { DOCUMENTS } from './documents-product';

const SAVED = { ...saved(70_000), liability: 6_000_000 };

const saves: unknown[] = [];
const checks: unknown[] = [];
let saveAnswer: () => Response = () => HttpResponse.json(SAVED);
const { renderWizard } = setupProductTests(
  { messages: propertyMessages },
  http.get(apiUrl('/sayt/document_sugurtasi/type'), () =>
    HttpResponse.json({ ...OK, types: DOCUMENT_TYPES, gov_object_type_id: GOV_OBJECT_TYPE_ID }),
  ),
  http.post(apiUrl('/sayt/document_sugurtasi/save'), async ({ request }) => {
    saves.push(await request.json());
    return saveAnswer();
  }),
  http.post(apiUrl('/sayt/document_sugurtasi/check'), async ({ request }) => {
    checks.push(await request.json());
    return HttpResponse.json({ error: 2, check: false, message: 'payment_not_made' });
  }),
);

beforeEach(() => {
  saves.length = 0;
  checks.length = 0;
  saveAnswer = () => HttpResponse.json(SAVED);
});

const renderDocuments = () => renderWizard(DOCUMENTS, '/en/documents');

type User = ReturnType<typeof userEvent.setup>;
async function fillApplicant(user: User) {
  await user.type(await screen.findByRole('textbox', { name: /Passport series/ }), 'AA');
  await user.type(screen.getByRole('textbox', { name: /Passport number/ }), '1234567');
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '15031990');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

it('insures a passport and the special government object (38) with its state number, saves and says "not paid yet"', async () => {
  const user = userEvent.setup();
  const { router } = renderDocuments();
  await user.click(await screen.findByRole('checkbox', { name: /Passport or ID card/ }));
  expect(screen.getByText(/Premium 20 000 UZS, total limit 1 000 000 UZS/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /State number/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: /special government object/ }));
  expect(screen.getByText(/Premium 70 000 UZS, total limit 6 000 000 UZS/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Fill in this field')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /State number of the object/ }), '01a777aa');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await fillApplicant(user);
  const start = await screen.findByRole<HTMLInputElement>('textbox', { name: /Start date/ });
  expect(start.value).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  await agreeAndSave(user);
  await expectPaymentStep(router);
  expect(saves).toEqual([
    {
      types: [31, 38],
      start_date: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
      applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
      govNumber: '01A777AA',
      amount_uzs: 70_000,
    },
  ]);
  await user.click(screen.getByRole('button', { name: 'Check payment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The payment has not arrived yet');
  expect(checks).toEqual([{ order_id: SAVED.order_id, contract_id: SAVED.contract_id }]);
});

it('keeps the first step until a kind of document is chosen', async () => {
  const user = userEvent.setup();
  const { router } = renderDocuments();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Choose at least one kind of document')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=types');
  expect(saves).toHaveLength(0);
});

it('marks the passport when the person registry does not know the applicant', async () => {
  saveAnswer = () =>
    HttpResponse.json(
      { error: { code: 'person_not_found', message: 'No person with this passport and birthday' } },
      { status: 422 },
    );
  const user = userEvent.setup();
  const { router } = renderDocuments();
  await user.click(await screen.findByRole('checkbox', { name: /Driving licence/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await fillApplicant(user);
  await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  expect(await screen.findByText(/Data not found: check the passport series/)).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=applicant');
});
