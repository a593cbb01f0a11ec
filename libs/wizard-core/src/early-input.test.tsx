import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { object } from 'yup';
import { beginHydration, endHydration } from '@polis/i18n';
import { keepEarlyInput, type EarlyInput } from './early-input';
import { TestIntlProvider } from '@polis/i18n/testing';
import { FormCheckbox, FormPhoneField, FormRadioGroup, FormTextField } from './fields/bound-fields';
import { StepScopeContext } from './flow/step-context';
import { StepForm } from './step-form';

interface Values {
  name: string;
  phone: string;
  agree: boolean;
  kind: string;
}
const blank: Values = { name: '', phone: '', agree: false, kind: 'a' };

function Step({ onSubmit, initial = blank }: { onSubmit: (values: Values) => void; initial?: Values }) {
  return (
    <TestIntlProvider messages={{}}>
      <StepScopeContext.Provider value={{ id: 'about', hold: () => undefined }}>
        <StepForm<Values> initialValues={initial} schema={object({})} onSubmit={onSubmit} label="About you">
          {() => (
            <>
              <FormTextField name="name" label="Name" />
              <FormPhoneField name="phone" label="Phone" />
              <FormCheckbox name="agree" label="Send me news" />
              <FormRadioGroup
                name="kind"
                legend="Kind"
                options={[
                  { value: 'a', label: 'First' },
                  { value: 'b', label: 'Second' },
                ]}
              />
              <button type="submit">Next</button>
            </>
          )}
        </StepForm>
      </StepScopeContext.Provider>
    </TestIntlProvider>
  );
}

/** Sets a control as the browser does for a visitor's typing (no script has run: no events to anyone). */
function typeBeforeScripts(container: HTMLElement) {
  container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Ali';
  container.querySelector<HTMLInputElement>('input[name="phone"]')!.value = '901234567';
  container.querySelector<HTMLInputElement>('input[name="agree"]')!.checked = true;
  container.querySelector<HTMLInputElement>('input[name="kind"][value="b"]')!.checked = true;
}

describe('a prerendered step typed into before hydration', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    endHydration();
    document.body.replaceChildren();
  });

  it('keeps what was typed, in the form and on submit, without a hydration warning', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSubmit = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Step onSubmit={onSubmit} />);
    document.body.append(container);
    // The prerendered form cannot be submitted natively: it is a `dialog` form outside a dialog.
    expect(container.querySelector('form')?.getAttribute('method')).toBe('dialog');
    typeBeforeScripts(container);

    beginHydration(container);
    await act(async () => {
      root = hydrateRoot(container, <Step onSubmit={onSubmit} />);
    });

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ali');
    // The phone's mask formats the digits typed before it was there.
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+998 90 123 45 67');
    expect(screen.getByRole('checkbox', { name: 'Send me news' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Second' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Ali', phone: '+998 90 123 45 67', agree: true, kind: 'b' },
      expect.anything(),
    );
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('replays the early typing over the values a form drawn anew restores (the latest typing wins)', async () => {
    const onSubmit = jest.fn();
    const typed: EarlyInput[] = [
      { key: 'field-name', value: 'Ali', checked: null },
      { key: 'kind=b', value: 'b', checked: true },
    ];
    keepEarlyInput('about', typed);
    render(
      <Step
        onSubmit={onSubmit}
        initial={{ name: 'Vali', phone: '+998 90 000 00 00', agree: true, kind: 'a' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ali');
    expect(screen.getByRole('radio', { name: 'Second' })).toBeChecked();
    // What was not typed early keeps the restored value.
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+998 90 000 00 00');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Ali', phone: '+998 90 000 00 00', agree: true, kind: 'b' },
      expect.anything(),
    );
  });
});
