import type { ComponentType } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useIntl } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { object, string } from 'yup';
import { TestIntlProvider } from '@polis/i18n/testing';
import { FormTextField } from '../fields/bound-fields';
import { StepForm } from '../step-form';
import en from '../messages/en.json';
import { defineStep, type StepProps } from './step-definition';
import { useWizardFlow } from './use-wizard-flow';
import { WizardView } from './wizard-view';

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

/**
 * A wizard as ProductWizard builds one from the flow and the view, without the product frame: the step on
 * screen gets its values and submits into the snapshot; Start over resets the purchase (kasko's Reset).
 */
function TestWizard() {
  const intl = useIntl();
  const flow = useWizardFlow<Snap>(steps);
  const step = steps.find((s) => s.id === flow.active) ?? steps[0];
  const Component = step.Component as ComponentType<StepProps<Snap, keyof Snap & string>>;
  const id = step.id as keyof Snap & string;
  return (
    <WizardView
      flow={flow}
      titleOf={(s) => intl.formatMessage({ id: steps.find((d) => d.id === s)?.title ?? s })}
    >
      <Component initial={flow.valuesOf(id)} snapshot={flow.snapshot} onSubmit={(v) => flow.submit(id, v)} />
      <button type="button" onClick={flow.reset}>
        Start over
      </button>
    </WizardView>
  );
}

function renderWizard(url = '/uz/housing') {
  const router = createMemoryRouter(
    [
      {
        path: '/uz/housing',
        element: (
          <TestIntlProvider messages={messages}>
            <TestWizard />
          </TestIntlProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useWizardFlow in a WizardView', () => {
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

describe('reset', () => {
  it('forgets what the step on screen held, and what the first step typed', async () => {
    const user = userEvent.setup();
    const router = renderWizard();
    await user.type(await screen.findByLabelText(/program/), 'Comfort');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Typed on the address step, not submitted, then the purchase starts over.
    await user.type(await screen.findByLabelText(/address/), 'Samarkand');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByLabelText(/program/)).toHaveValue('');
    expect(router.state.location.search).toBe('?step=program');
    await user.type(screen.getByLabelText(/program/), 'Basic');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/address/)).toHaveValue('');
    // A reset on the first step empties its form too.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.type(await screen.findByLabelText(/program/), ' plus');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(screen.getByLabelText(/program/)).toHaveValue(''));
  });
});
