import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { object, string } from 'yup';
import { TestIntlProvider } from '@polis/i18n/testing';
import type { FlowStep } from './flow/flow-model';
import { useWizardFlow } from './flow/use-wizard-flow';
import { StepForm, useStepField } from './step-form';

function Plate() {
  const { error, ...field } = useStepField('gosNumber');
  return (
    <>
      <label htmlFor={field.id}>Plate</label>
      <input {...field} aria-invalid={!!error} aria-describedby={error ? `${field.id}-error` : undefined} />
      {error ? (
        <p id={`${field.id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

interface Snap {
  car: { gosNumber: string; type: number };
  relatives: unknown;
  pay: unknown;
}
const steps: FlowStep<Snap>[] = [
  { id: 'car' },
  { id: 'relatives', shown: (s) => s.car?.type !== 1 },
  { id: 'pay' },
];
const schema = object({
  gosNumber: string()
    .required('form.required')
    .matches(/^\d{2}[A-Z]/, 'form.plate'),
});

function Wizard({ type }: { type: number }) {
  const wizard = useWizardFlow(steps);
  return (
    <>
      <p>active: {wizard.active}</p>
      {wizard.active === 'car' ? (
        <StepForm
          initialValues={{ gosNumber: '' }}
          schema={schema}
          onSubmit={(values) => wizard.submit('car', { ...values, type })}
          label="Car"
        >
          {() => (
            <>
              <Plate />
              <button type="submit">Next</button>
            </>
          )}
        </StepForm>
      ) : (
        <button type="button" onClick={wizard.back}>
          Back
        </button>
      )}
    </>
  );
}

const messages = { 'form.required': 'Fill this in', 'form.plate': 'Not a plate number' };

/** The policy type decides whether the relatives step takes part (OSAGO: not for type 1). */
function renderWizard(type: number) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <TestIntlProvider messages={messages}>
            <Wizard type={type} />
          </TestIntlProvider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

it('shows translated schema errors, then moves to the next shown step on a valid submit', async () => {
  renderWizard(1);
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Fill this in');
  await userEvent.type(screen.getByLabelText('Plate'), 'AB');
  expect(await screen.findByRole('alert')).toHaveTextContent('Not a plate number');
  await userEvent.clear(screen.getByLabelText('Plate'));
  await userEvent.type(screen.getByLabelText('Plate'), '01A123BC');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('active: pay')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByText('active: car')).toBeInTheDocument();
});

it('includes the conditional step when the submitted values ask for it', async () => {
  renderWizard(4);
  await userEvent.type(await screen.findByLabelText('Plate'), '01A123BC');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('active: relatives')).toBeInTheDocument();
});

it('ends the submission of a step that answers synchronously (its button is not left busy)', async () => {
  const submitted: string[] = [];
  const user = userEvent.setup();
  render(
    <TestIntlProvider>
      <StepForm
        initialValues={{ gosNumber: '01A123BC' }}
        schema={schema}
        onSubmit={(values) => {
          submitted.push(values.gosNumber);
        }}
        label="Car"
      >
        {(form) => (
          <button type="submit" disabled={form.isSubmitting}>
            Next
          </button>
        )}
      </StepForm>
    </TestIntlProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(submitted).toEqual(['01A123BC']);
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
});
