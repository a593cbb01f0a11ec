import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { object, string } from 'yup';
import { TestIntlProvider } from '@polis/i18n/testing';
import { FormTextField } from '../fields/bound-fields';
import { StepForm } from '../step-form';
import en from '../messages/en.json';
import { defineStep, Wizard, type StepProps } from './wizard';

interface Snap {
  program: { program: string };
  address: { address: string };
  done: { ok: boolean };
}

const schema = (field: string) => object({ [field]: string().required('wizard.form.required') });

function TextStep<K extends 'program' | 'address'>(field: K) {
  return function Step({ initial, onSubmit }: StepProps<Snap, K>) {
    return (
      <StepForm
        initialValues={(initial ?? { [field]: '' }) as Snap[K]}
        schema={schema(field)}
        onSubmit={(values) => onSubmit(values)}
      >
        {() => (
          <>
            <FormTextField name={field} label={field} />
            <button type="submit">Next</button>
          </>
        )}
      </StepForm>
    );
  };
}

function DoneStep({ snapshot }: StepProps<Snap, 'done'>) {
  return (
    <p>
      bought {snapshot.program?.program} at {snapshot.address?.address}
    </p>
  );
}

const steps = [
  defineStep<Snap, 'program'>({ id: 'program', title: 'title.program', Component: TextStep('program') }),
  defineStep<Snap, 'address'>({ id: 'address', title: 'title.address', Component: TextStep('address') }),
  defineStep<Snap, 'done'>({ id: 'done', title: 'title.done', Component: DoneStep }),
];
const messages = {
  ...en,
  'title.program': 'Program',
  'title.address': 'Address',
  'title.done': 'Done',
};

function renderWizard(url = '/uz/housing') {
  const router = createMemoryRouter(
    [
      {
        path: '/uz/housing',
        element: (
          <TestIntlProvider messages={messages}>
            <Wizard<Snap> steps={steps} />
          </TestIntlProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('<Wizard>', () => {
  it('puts the step in the URL, moves focus to its heading and announces it', async () => {
    const user = userEvent.setup();
    const router = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Program' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=program');
    await user.type(screen.getByLabelText(/program/), 'Comfort');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const heading = await screen.findByRole('heading', { name: 'Address' });
    expect(heading).toHaveFocus();
    expect(router.state.location.search).toBe('?step=address');
    expect(screen.getByTestId('wizard-announce')).toHaveTextContent('Step 2 of 3: Address');
  });

  it("moves between steps with the browser's Back and Forward, keeping what each step held", async () => {
    const user = userEvent.setup();
    const router = renderWizard();
    await user.type(await screen.findByLabelText(/program/), 'Comfort');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/address/), 'Tashkent, Chilonzor 5');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Program' })).toBeInTheDocument();
    expect(screen.getByLabelText(/program/)).toHaveValue('Comfort');
    await act(() => router.navigate(1));
    // Typed but not submitted: the address is still there when the customer comes forward again.
    expect(await screen.findByLabelText(/address/)).toHaveValue('Tashkent, Chilonzor 5');
  });

  it("the page's own Back keeps the step's values, and the snapshot carries submitted ones", async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(await screen.findByLabelText(/program/), 'Premium');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/address/), 'Samarkand');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/program/)).toHaveValue('Premium');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/address/)).toHaveValue('Samarkand');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('bought Premium at Samarkand')).toBeInTheDocument();
  });

  it('never opens a step whose earlier steps were not submitted', async () => {
    const router = renderWizard('/uz/housing?step=done');
    expect(await screen.findByRole('heading', { name: 'Program' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(router.state.location.search).toBe('?step=program');
  });

  it('refuses to leave a step with invalid values', async () => {
    const user = userEvent.setup();
    const router = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Fill in this field')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=program');
  });
});
