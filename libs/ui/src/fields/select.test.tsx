import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { Select } from './select';

const regions = [
  { value: 'tashkent', label: 'Tashkent' },
  { value: 'samarkand', label: 'Samarkand' },
  { value: 'nukus', label: 'Nukus', disabled: true },
];

describe('Select', () => {
  it('is a labelled native select with a placeholder choice', async () => {
    const onChange = jest.fn();
    renderUi(
      <Select label="Region" name="region" options={regions} placeholder="Choose…" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(select).toHaveDisplayValue('Choose…');
    await userEvent.selectOptions(select, 'Samarkand');
    expect(select).toHaveValue('samarkand');
    expect(onChange).toHaveBeenCalled();
    expect(screen.getByRole('option', { name: 'Nukus' })).toBeDisabled();
  });

  it('shows an error tied to the select', () => {
    renderUi(<Select label="Region" options={regions} error="Choose a region" />);
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a region');
  });
});
