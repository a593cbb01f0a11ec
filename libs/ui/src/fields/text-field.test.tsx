import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { TextField } from './text-field';

/** The shape Formik gives a field: name, value, onChange and onBlur reading `event.target.name`. */
function FormikLike({ showErrorAfterBlur }: { showErrorAfterBlur?: boolean }) {
  const [values, setValues] = useState({ email: '' });
  const [touched, setTouched] = useState(false);
  const onChange = (e: ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [e.target.name]: e.target.value });
  const onBlur = (e: FocusEvent<HTMLInputElement>) => setTouched(e.target.name === 'email');
  const error =
    showErrorAfterBlur && touched && !values.email.includes('@') ? 'Enter an e-mail address' : undefined;
  return (
    <>
      <TextField
        label="E-mail"
        name="email"
        value={values.email}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
      />
      <output aria-label="values">{JSON.stringify(values)}</output>
    </>
  );
}

describe('TextField', () => {
  it('is labelled and described by its hint', () => {
    renderUi(<TextField label="Full name" hint="As in the passport" />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveAccessibleDescription('As in the passport');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces an error, marks the input invalid and reads the error before the hint', () => {
    renderUi(<TextField label="Full name" hint="As in the passport" error="Required field" />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(screen.getByRole('alert')).toHaveTextContent('Required field');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Required field As in the passport');
  });

  it('keeps an id given by the caller', () => {
    renderUi(<TextField id="pinfl" label="PINFL" />);
    expect(screen.getByLabelText('PINFL')).toHaveAttribute('id', 'pinfl');
  });

  it('works with Formik-style props: the parent decides when the error shows', async () => {
    const user = userEvent.setup();
    renderUi(<FormikLike showErrorAfterBlur />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(input, 'anvar');
    expect(screen.getByRole('status', { name: 'values' })).toHaveTextContent('{"email":"anvar"}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an e-mail address');
    await user.type(input, '@polis.uz');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
