import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { TestIntlProvider } from '@polis/i18n/testing';
import { StepForm, useStepField } from './step-form';
import { useWizard } from './use-wizard';
import type { StepDef } from './wizard';

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

const steps: StepDef<{ type: number }>[] = [
  { id: 'car' },
  { id: 'relatives', shown: (c) => c.type !== 1 },
  { id: 'pay' },
];
const schema = object({
  gosNumber: string()
    .required('form.required')
    .matches(/^\d{2}[A-Z]/, 'form.plate'),
});

function Wizard({ type }: { type: number }) {
  const wizard = useWizard(steps, { type });
  return (
    <>
      <p>active: {wizard.state.active}</p>
      {wizard.state.active === 'car' ? (
        <StepForm
          initialValues={{ gosNumber: '' }}
          schema={schema}
          onSubmit={() => wizard.next()}
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

it('shows translated schema errors, then moves to the next shown step on a valid submit', async () => {
  render(
    <TestIntlProvider messages={messages}>
      <Wizard type={1} />
    </TestIntlProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
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

it('includes the conditional step when the context asks for it', async () => {
  render(
    <TestIntlProvider messages={messages}>
      <Wizard type={4} />
    </TestIntlProvider>,
  );
  await userEvent.type(screen.getByLabelText('Plate'), '01A123BC');
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
