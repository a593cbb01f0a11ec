import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { DateField } from './date-field';

describe('DateField', () => {
  it('masks typed digits as DD.MM.YYYY with a localised placeholder', async () => {
    const user = userEvent.setup();
    renderUi(<DateField label="Start date" />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    expect(input).toHaveAttribute('placeholder', 'DD.MM.YYYY');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '07032026');
    expect(input).toHaveValue('07.03.2026');
  });

  it('says nothing while typing, then rejects an impossible date once the user leaves the field', async () => {
    const user = userEvent.setup();
    renderUi(<DateField label="Start date" />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    await user.type(input, '31042026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a real date in the format DD.MM.YYYY');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '30042026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('enforces min and max with the bounds shown in the message, in Russian too', async () => {
    const user = userEvent.setup();
    renderUi(<DateField label="Дата" min="2026-03-01" max="2026-12-31" />, { lang: 'ru' });
    const input = screen.getByRole('textbox', { name: 'Дата' });
    expect(input).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
    await user.type(input, '28022026');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Дата должна быть не раньше 01.03.2026');
    await user.clear(input);
    await user.type(input, '01012027');
    expect(screen.getByRole('alert')).toHaveTextContent('Дата должна быть не позже 31.12.2026');
  });

  it("shows the parent's error rather than its own", async () => {
    const user = userEvent.setup();
    renderUi(<DateField label="Birthday" error="The driver must be at least 18" />);
    await user.type(screen.getByRole('textbox', { name: 'Birthday' }), '31042026');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('The driver must be at least 18');
  });
});
