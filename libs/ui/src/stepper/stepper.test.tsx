import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { Stepper, type StepperStep } from './stepper';

const steps: StepperStep[] = [
  { id: 'vehicle', title: 'Vehicle' },
  { id: 'owner', title: 'Owner' },
  { id: 'drivers', title: 'Drivers', hidden: true },
  { id: 'period', title: 'Period' },
  { id: 'payment', title: 'Payment' },
];

describe('Stepper', () => {
  it('is an ordered list of the visible steps', () => {
    renderUi(<Stepper steps={steps} activeId="period" completedIds={['vehicle', 'owner']} />);
    const list = screen.getByRole('list', { name: 'Progress' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Vehicle (completed)',
      'Owner (completed)',
      '3Period',
      '4Payment',
    ]);
    expect(screen.queryByText('Drivers')).not.toBeInTheDocument();
  });

  it('marks the active step as the current one and counts only visible steps', () => {
    renderUi(<Stepper steps={steps} activeId="period" completedIds={['vehicle', 'owner']} />);
    const current = screen
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Period');
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
  });

  it('lets the user go back to completed steps only', async () => {
    const onStepClick = jest.fn();
    renderUi(
      <Stepper
        steps={steps}
        activeId="period"
        completedIds={['vehicle', 'owner']}
        onStepClick={onStepClick}
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Vehicle (completed)', 'Owner (completed)']);
    await userEvent.click(screen.getByRole('button', { name: 'Owner (completed)' }));
    expect(onStepClick).toHaveBeenCalledWith('owner');
  });

  it('has no buttons without onStepClick', () => {
    renderUi(<Stepper steps={steps} activeId="owner" completedIds={['vehicle']} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks the language of the page', () => {
    renderUi(<Stepper steps={steps} activeId="owner" completedIds={['vehicle']} />, { lang: 'ru' });
    expect(screen.getByRole('list', { name: 'Этапы оформления' })).toBeInTheDocument();
    expect(screen.getByText('(выполнено)')).toBeInTheDocument();
    expect(screen.getByText('Шаг 2 из 4')).toBeInTheDocument();
  });
});
