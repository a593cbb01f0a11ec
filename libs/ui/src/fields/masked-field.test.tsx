import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { MaskedField } from './masked-field';
import { PHONE_MASK } from './masks';

function ControlledPhone() {
  const [value, setValue] = useState('');
  return (
    <>
      <MaskedField
        label="Phone"
        name="phone"
        mask={PHONE_MASK}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <output aria-label="stored">{value}</output>
    </>
  );
}

describe('MaskedField in a React 19 tree', () => {
  it('formats a typed phone number behind the fixed +998 prefix', async () => {
    const user = userEvent.setup();
    renderUi(<MaskedField label="Phone" mask={PHONE_MASK} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, '901234567');
    expect(input).toHaveValue('+998 90 123 45 67');
  });

  it('hands the masked value to a controlling parent (the Formik way)', async () => {
    const user = userEvent.setup();
    renderUi(<ControlledPhone />);
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '9012345678');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+998 90 123 45 67');
    expect(screen.getByRole('status', { name: 'stored' })).toHaveTextContent('+998 90 123 45 67');
  });

  it('upper-cases letters of a vehicle number as they are typed, Latin and Cyrillic', async () => {
    const user = userEvent.setup();
    renderUi(<MaskedField label="Number" mask="## A ### AA" uppercase />);
    const input = screen.getByRole('textbox', { name: 'Number' });
    await user.type(input, '01a123bc');
    expect(input).toHaveValue('01 A 123 BC');
    await user.clear(input);
    await user.type(input, '10ж777ўқ');
    expect(input).toHaveValue('10 Ж 777 ЎҚ');
  });

  it('refuses characters the mask does not allow', async () => {
    const user = userEvent.setup();
    renderUi(<MaskedField label="Number" mask="## A ### AA" />);
    const input = screen.getByRole('textbox', { name: 'Number' });
    await user.type(input, 'x01a');
    expect(input).toHaveValue('01 ');
  });
});
