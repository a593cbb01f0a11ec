import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { RadioGroup } from './radio-group';

const periods = [
  { value: '12', label: '1 year' },
  { value: '6', label: '6 months', hint: 'Cheaper now, renew sooner' },
  { value: '3', label: '3 months' },
];

function Controlled() {
  const [value, setValue] = useState('12');
  return (
    <>
      <RadioGroup
        legend="Period"
        name="period"
        options={periods}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a named group of radios', () => {
    renderUi(<RadioGroup legend="Period" name="period" options={periods} />);
    const group = screen.getByRole('group', { name: 'Period' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: '6 months' })).toHaveAccessibleDescription(
      'Cheaper now, renew sooner',
    );
  });

  it('moves the choice with arrow keys and reports it through onChange', async () => {
    const user = userEvent.setup();
    renderUi(<Controlled />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '1 year' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '6 months' })).toBeChecked();
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('6');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '3 months' })).toBeChecked();
  });

  it('announces an error for the whole group', () => {
    renderUi(<RadioGroup legend="Period" name="period" options={periods} error="Choose a period" />);
    expect(screen.getByRole('group', { name: 'Period' })).toHaveAccessibleDescription('Choose a period');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a period');
  });
});
